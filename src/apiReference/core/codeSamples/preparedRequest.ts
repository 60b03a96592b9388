/** What every code sample language shares: the request a sample shows, its placeholders, URL, and the request prepared for writing. */
import { isObject } from '../jsonPointer';
import { POCKET_ID_URL } from '../../../lib/pocketIdUrl';

/** Placeholders used for credentials in samples. */
export const PLACEHOLDERS = {
  apiKey: '<your-api-key>',
  accessToken: '<access-token>',
  clientId: '<client-id>',
  clientSecret: '<client-secret>',
  session: '<session-token>',
  cookie: '<cookie-value>',
} as const;

/** How a code sample authenticates (chosen from the operation's schemes by `chooseSampleAuth`, security.ts). */
export type SampleAuth =
  | { kind: 'apiKeyHeader'; name: string }
  | { kind: 'apiKeyQuery'; name: string }
  | { kind: 'cookie'; name: string; session: boolean }
  | { kind: 'bearer' }
  | { kind: 'basic' };

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

/**
 * Full URL on the example instance (POCKET_ID_URL, which Your setup replaces), path parameters filled in and query parameters (incl. an API key in the query) appended.
 * @internal Exported for its tests; production uses it in this file only.
 */
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

/** A request with auth, headers and body worked out, which each language writes its own way. */
export interface Prepared {
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

export function prepare(req: SampleRequest): Prepared {
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

/** The body as one string: JSON pretty-printed, text as it is. */
export function bodyText(p: Prepared): string {
  if (p.kind === 'json') return JSON.stringify(p.value ?? {}, null, 2);
  if (typeof p.value === 'string') return p.value;
  return JSON.stringify(p.value ?? '');
}

/** The value of a `Cookie` header carrying every cookie. */
export function cookieHeader(p: Prepared): string {
  return p.cookies.map(c => `${c.name}=${c.value}`).join('; ');
}
