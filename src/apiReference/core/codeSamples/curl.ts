/** The cURL sample: one shell command. */
import { PLACEHOLDERS, bodyText, cookieHeader, prepare, type SampleRequest } from './preparedRequest';
import type { SampleLanguage } from './sampleLanguage';

function sh(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function curlSample(req: SampleRequest): string {
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

export const curl: SampleLanguage<'curl'> = { lang: 'curl', label: 'cURL', highlightLanguage: 'bash', sample: curlSample };
