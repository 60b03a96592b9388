/**
 * "Check my instance": what a reader's Pocket ID answers at its discovery address, put
 * into findings. Pure: the browser side (src/instanceCheck/browser/) fetches and shows.
 *
 * Pocket ID facts (2.14): the discovery document is served with
 * `Access-Control-Allow-Origin: *` (backend/internal/middleware/cors.go:28,49), its
 * `issuer` is APP_URL (backend/internal/controller/well_known_controller.go:100), which
 * is lower-cased, has its trailing slash trimmed (backend/internal/common/env_config.go:45)
 * and must not contain a path (env_config.go:239-246).
 */

const DISCOVERY_PATH = '/.well-known/openid-configuration';

export type Target = { ok: true; origin: string; discoveryUrl: string; insecure: boolean; path: string | null } | { ok: false; reason: 'empty' | 'invalid' };

/** Host names on which browsers allow passkeys over plain http (a secure context). */
const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/** The address to check from what the reader typed: https:// is assumed without a scheme. */
export function instanceTarget(input: string): Target {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  // Browsers' URL parser takes "not a host" as a host name (spaces escaped), Node's does not.
  if (/\s/.test(text)) return { ok: false, reason: 'invalid' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) return { ok: false, reason: 'invalid' };
  // A pasted discovery address is the instance itself, not an instance under a path.
  const path = url.pathname.replace(/\/+$/, '').replace(DISCOVERY_PATH, '');
  return {
    ok: true,
    origin: url.origin,
    discoveryUrl: `${url.origin}${DISCOVERY_PATH}`,
    insecure: url.protocol === 'http:' && !isLocalhost(url.hostname),
    path: path || null,
  };
}

/** What the browser got: a readable response, or a failed request and whether a no-cors probe reached the server. */
export type Reply =
  { kind: 'response'; status: number; contentType: string; body: string } | { kind: 'failed'; reachable: boolean; timedOut?: boolean; mixedContent?: boolean };

export type FindingKind = 'unreachable' | 'mixed-content' | 'blocked' | 'not-found' | 'not-json' | 'http-error' | 'has-path' | 'insecure' | 'issuer-mismatch';

export interface Finding {
  kind: FindingKind;
  severity: 'error' | 'warning';
  /** The HTTP status, the issuer found, the path entered: what the message quotes. */
  detail?: string;
}

interface Endpoint {
  label: string;
  url: string;
}

export interface CheckResult {
  verdict: 'healthy' | 'warning' | 'failed';
  findings: Finding[];
  issuer: string | null;
  /** The endpoints an app needs, from the discovery document (empty unless it was read). */
  endpoints: Endpoint[];
}

const ENDPOINTS: [string, string][] = [
  ['authorization_endpoint', 'Authorization'],
  ['token_endpoint', 'Token'],
  ['userinfo_endpoint', 'Userinfo'],
  ['end_session_endpoint', 'End session'],
];

/** An issuer that names the same instance as the entered origin (APP_URL is stored lower-case, without a trailing slash). */
function sameInstance(issuer: string, origin: string): boolean {
  try {
    const url = new URL(issuer);
    return url.origin === origin && url.pathname.replace(/\/+$/, '') === '';
  } catch {
    return false;
  }
}

function readDocument(reply: Extract<Reply, { kind: 'response' }>): Finding | Record<string, unknown> {
  if (reply.status === 404) return { kind: 'not-found', severity: 'error', detail: '404' };
  if (reply.status < 200 || reply.status > 299) return { kind: 'http-error', severity: 'error', detail: String(reply.status) };
  try {
    const value: unknown = JSON.parse(reply.body);
    if (value && typeof value === 'object' && !Array.isArray(value) && 'issuer' in value) return value as Record<string, unknown>;
  } catch {
    // Not JSON: usually a web page (a proxy's default site, another app, a login portal).
  }
  return { kind: 'not-json', severity: 'error', detail: /html/i.test(reply.contentType) || /^\s*</.test(reply.body) ? 'html' : reply.contentType };
}

const isFinding = (value: Finding | Record<string, unknown>): value is Finding => typeof value.kind === 'string' && typeof value.severity === 'string';

/** Sorts what the check found into findings, errors first. */
export function classifyReply(target: Extract<Target, { ok: true }>, reply: Reply): CheckResult {
  const findings: Finding[] = [];
  let issuer: string | null = null;
  const endpoints: Endpoint[] = [];
  if (target.path) findings.push({ kind: 'has-path', severity: 'error', detail: target.path });
  if (reply.kind === 'failed') {
    const kind = reply.reachable ? 'blocked' : reply.mixedContent ? 'mixed-content' : 'unreachable';
    findings.push({ kind, severity: 'error', detail: reply.timedOut ? 'timeout' : undefined });
  } else {
    const document = readDocument(reply);
    if (isFinding(document)) findings.push(document);
    else {
      issuer = typeof document.issuer === 'string' ? document.issuer : String(document.issuer);
      if (!sameInstance(issuer, target.origin)) findings.push({ kind: 'issuer-mismatch', severity: 'error', detail: issuer });
      for (const [key, label] of ENDPOINTS) if (typeof document[key] === 'string') endpoints.push({ label, url: document[key] as string });
    }
  }
  if (target.insecure) findings.push({ kind: 'insecure', severity: 'warning' });
  findings.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  const verdict = findings.some(f => f.severity === 'error') ? 'failed' : findings.length ? 'warning' : 'healthy';
  return { verdict, findings, issuer, endpoints };
}

/** The sources of one directive of a policy, lower-cased; null when the policy does not set it or default-src. */
function directiveSources(policy: string, name: string): string[] | null {
  const directives = policy.split(';').map(d => d.trim().split(/\s+/));
  const found = directives.find(d => d[0]?.toLowerCase() === name) ?? directives.find(d => d[0]?.toLowerCase() === 'default-src');
  return found ? found.slice(1).map(s => s.toLowerCase()) : null;
}

/**
 * Whether the document's Content-Security-Policy lets it connect to `url`. A meta policy
 * holds for the whole life of the document, so after a client-side navigation the policy
 * is that of the page the reader loaded first, which may not allow the check.
 */
export function policyAllowsConnect(policy: string | null, url: string, documentOrigin: string): boolean {
  if (!policy) return true;
  const sources = directiveSources(policy, 'connect-src');
  if (!sources) return true;
  const target = new URL(url);
  return sources.some(
    source => source === '*' || source === target.protocol || (source === "'self'" && target.origin === documentOrigin) || source === target.origin,
  );
}
