/** The Go sample: a `package main` using net/http. */
import { PLACEHOLDERS, bodyText, prepare, type Prepared, type SampleRequest } from './preparedRequest';
import type { SampleLanguage } from './sampleLanguage';

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

function goSample(req: SampleRequest): string {
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

export const go: SampleLanguage<'go'> = { lang: 'go', label: 'Go', highlightLanguage: 'go', sample: goSample };
