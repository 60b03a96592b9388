import * as fs from 'fs';
import * as path from 'path';
import { buildCodeSamples, SAMPLE_LANGUAGES, type SampleRequest } from '../../../src/apiReference/core/codeSamples';
import { curl } from '../../../src/apiReference/core/codeSamples/curl';
import { go } from '../../../src/apiReference/core/codeSamples/go';
import { javascript } from '../../../src/apiReference/core/codeSamples/javascript';
import { python, pythonLiteral } from '../../../src/apiReference/core/codeSamples/python';
import { sampleUrl } from '../../../src/apiReference/core/codeSamples/preparedRequest';
import { highlightCode, languageForMediaType } from '../../../src/apiReference/core/highlight';

// Each language's writer, as SAMPLE_LANGUAGES lists it.
const [curlSample, goSample, javascriptSample, pythonSample] = [curl.sample, go.sample, javascript.sample, python.sample];

function request(overrides: Partial<SampleRequest> = {}): SampleRequest {
  return {
    method: 'get',
    path: '/api/users/{id}',
    pathParams: [{ name: 'id', value: null }],
    query: [],
    headers: [],
    cookies: [],
    body: null,
    auth: [],
    jsonResponse: true,
    ...overrides,
  };
}

describe('SAMPLE_LANGUAGES', () => {
  it('lists each language file of core/codeSamples/ (named by its key) once, with a grammar highlight.js knows', () => {
    const shared = ['index.ts', 'preparedRequest.ts', 'sampleLanguage.ts'];
    const files = fs.readdirSync(path.join(__dirname, '../../../src/apiReference/core/codeSamples')).filter(f => !shared.includes(f));
    expect(SAMPLE_LANGUAGES.map(l => `${l.lang}.ts`).sort()).toEqual(files.sort());
    const req = request({ method: 'post', body: { mediaType: 'application/json', value: { name: 'x' } } });
    for (const l of SAMPLE_LANGUAGES) expect([l.lang, highlightCode(l.sample(req), l.highlightLanguage)]).toEqual([l.lang, expect.stringContaining('hljs-')]);
  });
});

describe('sampleUrl', () => {
  it('keeps {name} placeholders and fills example values', () => {
    expect(sampleUrl(request())).toBe('https://pocket-id.example.com/api/users/{id}');
    expect(sampleUrl(request({ pathParams: [{ name: 'id', value: 'a b' }] }))).toBe('https://pocket-id.example.com/api/users/a%20b');
  });

  it('appends required query parameters, leaving <placeholders> unencoded', () => {
    const url = sampleUrl(
      request({
        query: [
          { name: 'search', value: 'José' },
          { name: 'page', value: '<page>' },
        ],
      }),
    );
    expect(url).toBe('https://pocket-id.example.com/api/users/{id}?search=Jos%C3%A9&page=<page>');
  });

  it('puts a query API key into the URL', () => {
    expect(sampleUrl(request({ auth: [{ kind: 'apiKeyQuery', name: 'token' }] }))).toBe('https://pocket-id.example.com/api/users/{id}?token=<your-api-key>');
  });
});

describe('API key auth (X-API-Key header)', () => {
  const req = request({ auth: [{ kind: 'apiKeyHeader', name: 'X-API-Key' }] });

  it('curl', () => {
    expect(curlSample(req)).toBe("curl \\\n  'https://pocket-id.example.com/api/users/{id}' \\\n  -H 'X-API-Key: <your-api-key>'");
  });
  it('JavaScript', () => {
    const code = javascriptSample(req);
    expect(code).toContain("const response = await fetch('https://pocket-id.example.com/api/users/{id}', {");
    expect(code).toContain("'X-API-Key': '<your-api-key>',");
    expect(code).toContain('await response.json()');
  });
  it('Python', () => {
    const code = pythonSample(req);
    expect(code).toMatch(/^import requests\n/);
    expect(code).toContain('"GET",\n    "https://pocket-id.example.com/api/users/{id}",');
    expect(code).toContain('"X-API-Key": "<your-api-key>"');
    expect(code).toContain('print(response.json())');
  });
  it('Go', () => {
    const code = goSample(req);
    expect(code).toContain('package main');
    expect(code).toContain('http.NewRequest(http.MethodGet, "https://pocket-id.example.com/api/users/{id}", nil)');
    expect(code).toContain('req.Header.Set("X-API-Key", "<your-api-key>")');
    expect(code).not.toContain('"strings"');
  });
});

describe('bearer auth', () => {
  const samples = buildCodeSamples(request({ auth: [{ kind: 'bearer' }] }));
  it.each(['curl', 'javascript', 'python', 'go'])('%s sends Authorization: Bearer', lang => {
    const code = samples.find(s => s.lang === lang)!.code;
    expect(code).toMatch(/Authorization['"]?(: ['"]?|", ")Bearer <access-token>/);
  });
});

describe('HTTP basic client auth with a form body', () => {
  const req = request({
    method: 'post',
    path: '/api/oidc/token',
    pathParams: [],
    auth: [{ kind: 'basic' }],
    body: { mediaType: 'application/x-www-form-urlencoded', value: { grant_type: 'authorization_code', code: "it's" } },
  });

  it('curl uses -u and --data-urlencode with shell quoting', () => {
    const code = curlSample(req);
    expect(code).toContain("curl -X POST \\\n  'https://pocket-id.example.com/api/oidc/token' \\\n");
    expect(code).toContain("-u '<client-id>:<client-secret>'");
    expect(code).toContain("--data-urlencode 'grant_type=authorization_code'");
    expect(code).toContain("--data-urlencode 'code=it'\\''s'");
  });
  it('JavaScript uses a Basic header and URLSearchParams', () => {
    const code = javascriptSample(req);
    expect(code).toContain("Authorization: 'Basic ' + btoa('<client-id>:<client-secret>'),");
    expect(code).toContain('body: new URLSearchParams({');
    expect(code).toContain("code: 'it\\'s',");
  });
  it('Python uses auth=(...) and data=', () => {
    const code = pythonSample(req);
    expect(code).toContain('auth=("<client-id>", "<client-secret>"),');
    expect(code).toContain('data={');
    expect(code).not.toContain('Content-Type');
  });
  it('Go uses SetBasicAuth and url.Values', () => {
    const code = goSample(req);
    expect(code).toContain('req.SetBasicAuth("<client-id>", "<client-secret>")');
    expect(code).toContain('form.Set("grant_type", "authorization_code")');
    expect(code).toContain('"net/url"');
  });
});

describe('JSON body', () => {
  const req = request({
    method: 'put',
    pathParams: [{ name: 'id', value: '42' }],
    auth: [{ kind: 'apiKeyHeader', name: 'X-API-Key' }],
    body: { mediaType: 'application/json', value: { name: "O'Brien", admin: false, note: null, tags: ['a'] } },
  });

  it('curl sends -d with the JSON and a Content-Type header', () => {
    const code = curlSample(req);
    expect(code).toContain("-H 'Content-Type: application/json'");
    expect(code).toContain(`-d '{\n  "name": "O'\\''Brien",`);
    expect(code).toContain('/api/users/42');
  });
  it('JavaScript uses JSON.stringify', () => {
    expect(javascriptSample(req)).toContain('body: JSON.stringify({\n    "name": "O\'Brien",');
  });
  it('Python uses json= with Python literals', () => {
    const code = pythonSample(req);
    expect(code).toContain('json={');
    expect(code).toContain('"admin": False,');
    expect(code).toContain('"note": None,');
    expect(code).not.toContain('Content-Type');
  });
  it('Go uses a raw string body', () => {
    const code = goSample(req);
    expect(code).toContain('body := strings.NewReader(`{');
    expect(code).toContain('http.MethodPut');
    expect(code).toContain('req.Header.Set("Content-Type", "application/json")');
  });
});

describe('cookie-only auth', () => {
  const samples = buildCodeSamples(request({ auth: [{ kind: 'cookie', name: 'access_token', session: true }] }));
  it.each(['curl', 'javascript', 'python', 'go'])('%s carries a note and the cookie', lang => {
    const code = samples.find(s => s.lang === lang)!.code;
    expect(code).toMatch(/Needs a signed-in session/);
    expect(code).toMatch(/access_token/);
    expect(code).toContain('<session-token>');
  });
});

describe('multipart upload', () => {
  const samples = buildCodeSamples(request({ method: 'put', body: { mediaType: 'multipart/form-data', value: { file: '<binary>', name: 'x' } } }));
  it('uses the file-upload idiom of each language', () => {
    const byLang = Object.fromEntries(samples.map(s => [s.lang, s.code]));
    expect(byLang.curl).toContain("-F 'file=@path/to/file'");
    expect(byLang.curl).toContain("-F 'name=x'");
    expect(byLang.curl).not.toContain('Content-Type');
    expect(byLang.javascript).toContain("form.append('file', fileInput.files[0]);");
    expect(byLang.python).toContain('files={"file": open("path/to/file", "rb")}');
    expect(byLang.go).toContain('writer.CreateFormFile("file", "file")');
    expect(byLang.go).toContain('writer.FormDataContentType()');
  });
});

describe('no auth, no JSON response', () => {
  it('reads the status instead of JSON', () => {
    const samples = buildCodeSamples(request({ path: '/healthz', pathParams: [], jsonResponse: false }));
    expect(samples.map(s => s.lang)).toEqual(['curl', 'javascript', 'python', 'go']);
    expect(samples[0].code).toBe("curl 'https://pocket-id.example.com/healthz'");
    expect(samples[1].code).toContain('console.log(response.status);');
    expect(samples[2].code).toContain('print(response.status_code)');
    expect(samples.every(s => !/X-API-Key|Authorization/.test(s.code))).toBe(true);
  });
});

describe('pythonLiteral', () => {
  it('renders JSON as Python', () => {
    expect(pythonLiteral({ a: true, b: [1, null], c: {} })).toBe('{\n    "a": True,\n    "b": [\n        1,\n        None,\n    ],\n    "c": {},\n}');
  });
});

describe('highlight', () => {
  it('produces hljs classes and escapes HTML', () => {
    const html = highlightCode("curl -H 'X: <a>' https://x", 'bash');
    expect(html).toContain('hljs-');
    expect(html).toContain('&lt;a&gt;');
    expect(html).not.toContain('<a>');
    // punctuation spans unwrapped, quotes left as plain text (only attributes need &quot;)
    expect(highlightCode('{"a": 1}', 'json')).toBe('{<span class="hljs-attr">"a"</span>: <span class="hljs-number">1</span>}');
    expect(highlightCode('package main', 'go')).toContain('<span class="hljs-keyword">package</span>');
    expect(highlightCode('import requests', 'python')).toContain('hljs-keyword');
  });
  it('escapes unknown languages without highlighting', () => {
    expect(highlightCode('<b>&</b>', 'plaintext')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
  });
  it('maps media types to languages', () => {
    expect(languageForMediaType('application/problem+json')).toBe('json');
    expect(languageForMediaType('application/xml')).toBe('xml');
    expect(languageForMediaType('text/plain')).toBe('plaintext');
  });
});
