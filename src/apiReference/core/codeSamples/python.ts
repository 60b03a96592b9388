/** The Python sample: the `requests` library. */
import { isObject } from '../jsonPointer';
import { PLACEHOLDERS, bodyText, prepare, type SampleRequest } from './preparedRequest';
import type { SampleLanguage } from './sampleLanguage';

function py(value: string): string {
  return JSON.stringify(value);
}

/**
 * Python literal for a JSON value (True/False/None, dicts, lists).
 * @internal Exported for its tests; production uses it in this file only.
 */
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

function pythonSample(req: SampleRequest): string {
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

export const python: SampleLanguage<'python'> = { lang: 'python', label: 'Python', highlightLanguage: 'python', sample: pythonSample };
