/** Ready-to-copy request samples (curl, JavaScript fetch, Python requests, Go net/http). */
import { isObject } from './jsonPointer';
import { POCKET_ID_URL } from '../../lib/pocketIdUrl';
import type { SampleAuth } from './security';
import type { CodeSampleLanguage } from './types';

/** Placeholders used for credentials in samples. */
const PLACEHOLDERS = {
  apiKey: '<your-api-key>',
  accessToken: '<access-token>',
  clientId: '<client-id>',
  clientSecret: '<client-secret>',
  session: '<session-token>',
  cookie: '<cookie-value>',
} as const;

/** Everything a sample needs, independent of the OpenAPI document. */
export interface SampleRequest {
  method: string;
  /** Path template, e.g. `/api/users/{id}`. */
  path: string;
  /** Path parameter values; null value -> `{name}` placeholder kept in the URL. */
  pathParams: { name: string; value: string | null }[];
  /** Query parameters to include (required ones). */
  query: { name: string; value: string }[];
  /** Extra request headers (required header parameters). */
  headers: { name: string; value: string }[];
  /** Required cookie parameters. */
  cookies: { name: string; value: string }[];
  /** Request body, or null. */
  body: { mediaType: string; value: unknown } | null;
  /** Credentials to send (from `chooseSampleAuth`). */
  auth: SampleAuth[];
  /** Whether the success response is JSON (decides how the sample reads the response). */
  jsonResponse: boolean;
}

export interface CodeSample {
  lang: CodeSampleLanguage;
  label: string;
  /** highlight.js language name. */
  highlightLanguage: string;
  code: string;
}

type BodyKind = 'json' | 'form' | 'multipart' | 'text' | 'binary';

function bodyKind(mediaType: string): BodyKind {
  const m = mediaType.toLowerCase();
  if (/[/+]json\b/.test(m)) return 'json';
  if (m.startsWith('application/x-www-form-urlencoded')) return 'form';
  if (m.startsWith('multipart/')) return 'multipart';
  if (m.startsWith('text/') || m.endsWith('xml')) return 'text';
  return 'binary';
}

function isPlaceholder(value: string): boolean {
  return /^<[^<>]+>$/.test(value) || /^\{[^{}]+\}$/.test(value);
}

function encodeValue(value: string): string {
  return isPlaceholder(value) ? value : encodeURIComponent(value);
}

/** Full URL on the example instance (POCKET_ID_URL, which Your setup replaces), path parameters filled in and query parameters (incl. an API key in the query) appended. */
export function sampleUrl(req: SampleRequest): string {
  let path = req.path;
  for (const p of req.pathParams) {
    path = path.split(`{${p.name}}`).join(p.value === null ? `{${p.name}}` : encodeValue(p.value));
  }
  const query = [...req.query];
  for (const a of req.auth) if (a.kind === 'apiKeyQuery') query.push({ name: a.name, value: PLACEHOLDERS.apiKey });
  const qs = query.map(q => `${encodeURIComponent(q.name)}=${encodeValue(q.value)}`).join('&');
  return `${POCKET_ID_URL}${path}${qs ? `?${qs}` : ''}`;
}

interface Prepared {
  url: string;
  method: string;
  /** Headers in order, incl. auth and Content-Type (not Basic: each language has its own way). */
  headers: { name: string; value: string }[];
  basic: boolean;
  cookies: { name: string; value: string }[];
  cookieNote: string | null;
  kind: BodyKind | null;
  mediaType: string | null;
  value: unknown;
  /** Flattened form / multipart fields; `file` marks binary uploads. */
  fields: { name: string; value: string; file: boolean }[];
  jsonResponse: boolean;
}

function fieldValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function prepare(req: SampleRequest): Prepared {
  const headers: { name: string; value: string }[] = [];
  const cookies = [...req.cookies];
  let basic = false;
  let cookieNote: string | null = null;
  for (const a of req.auth) {
    if (a.kind === 'apiKeyHeader') headers.push({ name: a.name, value: PLACEHOLDERS.apiKey });
    else if (a.kind === 'bearer') headers.push({ name: 'Authorization', value: `Bearer ${PLACEHOLDERS.accessToken}` });
    else if (a.kind === 'basic') basic = true;
    else if (a.kind === 'cookie') {
      cookies.push({ name: a.name, value: a.session ? PLACEHOLDERS.session : PLACEHOLDERS.cookie });
      cookieNote = a.session
        ? `Needs a signed-in session: send the \`${a.name}\` cookie your browser got when you signed in.`
        : `Needs the \`${a.name}\` cookie (see Authentication for the call that sets it).`;
    }
  }
  headers.push(...req.headers);
  const body = req.body;
  const kind = body ? bodyKind(body.mediaType) : null;
  const fields: Prepared['fields'] = [];
  if (body && (kind === 'form' || kind === 'multipart') && isObject(body.value)) {
    for (const [name, v] of Object.entries(body.value)) {
      fields.push({ name, value: fieldValue(v), file: kind === 'multipart' && v === '<binary>' });
    }
  }
  if (body && kind !== 'multipart') headers.push({ name: 'Content-Type', value: body.mediaType });
  return {
    url: sampleUrl(req),
    method: req.method.toUpperCase(),
    headers,
    basic,
    cookies,
    cookieNote,
    kind,
    mediaType: body ? body.mediaType : null,
    value: body ? body.value : undefined,
    fields,
    jsonResponse: req.jsonResponse,
  };
}

function bodyText(p: Prepared): string {
  if (p.kind === 'json') return JSON.stringify(p.value ?? {}, null, 2);
  if (typeof p.value === 'string') return p.value;
  return JSON.stringify(p.value ?? '');
}

function cookieHeader(p: Prepared): string {
  return p.cookies.map(c => `${c.name}=${c.value}`).join('; ');
}

// ---------------------------------------------------------------- curl

function sh(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function curlSample(req: SampleRequest): string {
  const p = prepare(req);
  const lines: string[] = [];
  const command = p.method === 'GET' ? 'curl' : `curl -X ${p.method}`;
  const args: string[] = [];
  if (p.basic) args.push(`-u ${sh(`${PLACEHOLDERS.clientId}:${PLACEHOLDERS.clientSecret}`)}`);
  for (const h of p.headers) args.push(`-H ${sh(`${h.name}: ${h.value}`)}`);
  if (p.cookies.length) args.push(`-b ${sh(cookieHeader(p))}`);
  if (p.kind === 'form' && p.fields.length) {
    for (const f of p.fields) args.push(`--data-urlencode ${sh(`${f.name}=${f.value}`)}`);
  } else if (p.kind === 'multipart') {
    for (const f of p.fields) args.push(`-F ${sh(f.file ? `${f.name}=@path/to/file` : `${f.name}=${f.value}`)}`);
  } else if (p.kind === 'binary') {
    args.push(`--data-binary '@path/to/file'`);
  } else if (p.kind) {
    args.push(`-d ${sh(bodyText(p))}`);
  }
  if (p.cookieNote) lines.push(`# ${p.cookieNote.replace(/`/g, '')}`);
  // With options to follow, the URL gets a line of its own: a long URL would otherwise push the first line out of a narrow code box.
  lines.push(args.length ? [command, sh(p.url), ...args].join(' \\\n  ') : `${command} ${sh(p.url)}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------- JavaScript

function js(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : js(name);
}

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((l, i) => (i === 0 ? l : by + l))
    .join('\n');
}

export function javascriptSample(req: SampleRequest): string {
  const p = prepare(req);
  const out: string[] = [];
  if (p.cookieNote) out.push(`// ${p.cookieNote.replace(/`/g, '')}`, `// In the browser, use credentials: 'include' instead of a Cookie header.`);
  if (p.kind === 'multipart') {
    out.push('const form = new FormData();');
    for (const f of p.fields) {
      out.push(f.file ? `form.append(${js(f.name)}, fileInput.files[0]);` : `form.append(${js(f.name)}, ${js(f.value)});`);
    }
    out.push('');
  }
  const headerLines = p.headers.map(h => `    ${jsKey(h.name)}: ${js(h.value)},`);
  if (p.basic) headerLines.unshift(`    Authorization: 'Basic ' + btoa(${js(`${PLACEHOLDERS.clientId}:${PLACEHOLDERS.clientSecret}`)}),`);
  if (p.cookies.length) headerLines.push(`    Cookie: ${js(cookieHeader(p))},`);
  const opts: string[] = [`  method: ${js(p.method)},`];
  if (headerLines.length) opts.push('  headers: {', ...headerLines, '  },');
  if (p.kind === 'json') opts.push(`  body: JSON.stringify(${indent(JSON.stringify(p.value ?? {}, null, 2), '  ')}),`);
  else if (p.kind === 'form') {
    const entries = p.fields.map(f => `    ${jsKey(f.name)}: ${js(f.value)},`);
    opts.push(entries.length ? `  body: new URLSearchParams({\n${entries.join('\n')}\n  }),` : '  body: new URLSearchParams(),');
  } else if (p.kind === 'multipart') opts.push('  body: form,');
  else if (p.kind === 'binary') opts.push('  body: file,');
  else if (p.kind) opts.push(`  body: ${js(bodyText(p))},`);
  out.push(`const response = await fetch(${js(p.url)}, {`, ...opts, '});');
  out.push('if (!response.ok) throw new Error(`Request failed: ${response.status}`);');
  out.push(p.jsonResponse ? 'const data = await response.json();\nconsole.log(data);' : 'console.log(response.status);');
  return out.join('\n');
}

// ---------------------------------------------------------------- Python

function py(value: string): string {
  return JSON.stringify(value);
}

/** Python literal for a JSON value (True/False/None, dicts, lists). */
export function pythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return py(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map(v => `${pad}${pythonLiteral(v, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${pad}${py(k)}: ${pythonLiteral(v, level + 1)},`).join('\n')}\n${end}}`;
  }
  return py(String(value));
}

export function pythonSample(req: SampleRequest): string {
  const p = prepare(req);
  const out: string[] = ['import requests', ''];
  if (p.cookieNote) out.push(`# ${p.cookieNote.replace(/`/g, '')}`);
  const args: string[] = [`    ${py(p.url)},`];
  // requests sets Content-Type itself for json= and data=<dict>
  const headers = p.headers.filter(h => !(h.name === 'Content-Type' && ((p.kind === 'json' && /^application\/json$/i.test(h.value)) || p.kind === 'form')));
  if (headers.length) {
    const obj = Object.fromEntries(headers.map(h => [h.name, h.value]));
    args.push(`    headers=${pythonLiteral(obj, 1)},`);
  }
  if (p.basic) args.push(`    auth=(${py(PLACEHOLDERS.clientId)}, ${py(PLACEHOLDERS.clientSecret)}),`);
  if (p.cookies.length) args.push(`    cookies=${pythonLiteral(Object.fromEntries(p.cookies.map(c => [c.name, c.value])), 1)},`);
  if (p.kind === 'json') args.push(`    json=${pythonLiteral(p.value ?? {}, 1)},`);
  else if (p.kind === 'form') args.push(`    data=${pythonLiteral(Object.fromEntries(p.fields.map(f => [f.name, f.value])), 1)},`);
  else if (p.kind === 'multipart') {
    const files = p.fields.filter(f => f.file);
    const data = p.fields.filter(f => !f.file);
    if (data.length) args.push(`    data=${pythonLiteral(Object.fromEntries(data.map(f => [f.name, f.value])), 1)},`);
    if (files.length) args.push(`    files={${files.map(f => `${py(f.name)}: open("path/to/file", "rb")`).join(', ')}},`);
  } else if (p.kind === 'binary') args.push('    data=open("path/to/file", "rb"),');
  else if (p.kind) args.push(`    data=${py(bodyText(p))},`);
  out.push(`response = requests.request(\n    ${py(p.method)},\n${args.join('\n')}\n)`);
  out.push('response.raise_for_status()');
  out.push(p.jsonResponse ? 'print(response.json())' : 'print(response.status_code)');
  return out.join('\n');
}

// ---------------------------------------------------------------- Go

function goString(value: string): string {
  return JSON.stringify(value);
}

const GO_METHODS: Record<string, string> = {
  GET: 'http.MethodGet',
  POST: 'http.MethodPost',
  PUT: 'http.MethodPut',
  PATCH: 'http.MethodPatch',
  DELETE: 'http.MethodDelete',
  HEAD: 'http.MethodHead',
  OPTIONS: 'http.MethodOptions',
  TRACE: 'http.MethodTrace',
};

/** The Go statements that build the request body, with what the request needs from them. */
interface GoBody {
  /** Packages the statements use, besides the ones every sample imports. */
  imports: string[];
  lines: string[];
  /** The expression passed to `http.NewRequest` as the body. */
  bodyVar: string;
  /** Set when the body decides its own Content-Type (multipart boundaries). */
  contentTypeExpr: string | null;
}

function goBody(p: Prepared): GoBody {
  if (p.kind === 'json' || p.kind === 'text') {
    const text = bodyText(p);
    const literal = text.includes('`') ? goString(text) : `\`${text}\``;
    return { imports: ['strings'], lines: [`\tbody := strings.NewReader(${literal})`], bodyVar: 'body', contentTypeExpr: null };
  }
  if (p.kind === 'form') {
    const lines = [
      '\tform := url.Values{}',
      ...p.fields.map(f => `\tform.Set(${goString(f.name)}, ${goString(f.value)})`),
      '\tbody := strings.NewReader(form.Encode())',
    ];
    return { imports: ['net/url', 'strings'], lines, bodyVar: 'body', contentTypeExpr: null };
  }
  if (p.kind === 'multipart') return goMultipartBody(p.fields);
  if (p.kind === 'binary') {
    const lines = ['\tbody, err := os.Open("path/to/file")', '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tdefer body.Close()'];
    return { imports: ['os'], lines, bodyVar: 'body', contentTypeExpr: null };
  }
  return { imports: [], lines: [], bodyVar: 'nil', contentTypeExpr: null };
}

/** A multipart form written field by field; file fields stream a local file into their part. */
function goMultipartBody(fields: Prepared['fields']): GoBody {
  const lines = ['\tvar body bytes.Buffer', '\twriter := multipart.NewWriter(&body)'];
  for (const f of fields) {
    if (f.file) {
      lines.push(
        '\tfile, err := os.Open("path/to/file")',
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '\tdefer file.Close()',
        `\tpart, err := writer.CreateFormFile(${goString(f.name)}, "file")`,
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '\tif _, err := io.Copy(part, file); err != nil {',
        '\t\tpanic(err)',
        '\t}',
      );
    } else {
      lines.push(`\twriter.WriteField(${goString(f.name)}, ${goString(f.value)})`);
    }
  }
  lines.push('\twriter.Close()');
  return { imports: ['bytes', 'mime/multipart', 'os'], lines, bodyVar: '&body', contentTypeExpr: 'writer.FormDataContentType()' };
}

export function goSample(req: SampleRequest): string {
  const p = prepare(req);
  const body = goBody(p);
  const imports = new Set(['fmt', 'io', 'net/http', ...body.imports]);
  const method = GO_METHODS[p.method] ?? goString(p.method);
  const lines: string[] = [];
  if (p.cookieNote) lines.push(`// ${p.cookieNote.replace(/`/g, '')}`);
  lines.push('package main', '', 'import (');
  for (const i of [...imports].sort()) lines.push(`\t${goString(i)}`);
  lines.push(')', '', 'func main() {');
  lines.push(...body.lines);
  lines.push(`\treq, err := http.NewRequest(${method}, ${goString(p.url)}, ${body.bodyVar})`);
  lines.push('\tif err != nil {', '\t\tpanic(err)', '\t}');
  for (const h of p.headers) lines.push(`\treq.Header.Set(${goString(h.name)}, ${goString(h.value)})`);
  if (body.contentTypeExpr) lines.push(`\treq.Header.Set("Content-Type", ${body.contentTypeExpr})`);
  if (p.basic) lines.push(`\treq.SetBasicAuth(${goString(PLACEHOLDERS.clientId)}, ${goString(PLACEHOLDERS.clientSecret)})`);
  for (const c of p.cookies) lines.push(`\treq.AddCookie(&http.Cookie{Name: ${goString(c.name)}, Value: ${goString(c.value)}})`);
  lines.push(...GO_SEND_AND_PRINT);
  return lines.join('\n');
}

/** Sends the request and prints the status and body; errors panic to keep the sample short. */
const GO_SEND_AND_PRINT = [
  '',
  '\tres, err := http.DefaultClient.Do(req)',
  '\tif err != nil {',
  '\t\tpanic(err)',
  '\t}',
  '\tdefer res.Body.Close()',
  '',
  '\tdata, err := io.ReadAll(res.Body)',
  '\tif err != nil {',
  '\t\tpanic(err)',
  '\t}',
  '\tfmt.Println(res.Status, string(data))',
  '}',
];

/** All four samples, in tab order. */
export function buildCodeSamples(req: SampleRequest): CodeSample[] {
  return [
    { lang: 'curl', label: 'cURL', highlightLanguage: 'bash', code: curlSample(req) },
    { lang: 'javascript', label: 'JavaScript', highlightLanguage: 'javascript', code: javascriptSample(req) },
    { lang: 'python', label: 'Python', highlightLanguage: 'python', code: pythonSample(req) },
    { lang: 'go', label: 'Go', highlightLanguage: 'go', code: goSample(req) },
  ];
}
