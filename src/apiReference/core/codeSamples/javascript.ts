/** The JavaScript sample: `fetch`. */
import { PLACEHOLDERS, bodyText, cookieHeader, prepare, type SampleRequest } from './preparedRequest';
import type { SampleLanguage } from './sampleLanguage';

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

function javascriptSample(req: SampleRequest): string {
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

export const javascript: SampleLanguage<'javascript'> = { lang: 'javascript', label: 'JavaScript', highlightLanguage: 'javascript', sample: javascriptSample };
