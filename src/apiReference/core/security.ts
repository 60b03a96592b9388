/** Security schemes and requirements -> human descriptions, and the auth to use in code samples. */
import { derefObject, isObject, type JsonObject } from './jsonPointer';
import { markdownToHtml } from './markdown';
import type { ApiOAuthFlow, ApiOperationAuth, ApiSecurityRequirement, ApiSecurityScheme } from './types';
import type { SampleAuth } from './codeSamples/preparedRequest';

/** Every `components.securitySchemes` entry, normalised and described. */
export function describeSecuritySchemes(doc: JsonObject): ApiSecurityScheme[] {
  const components = isObject(doc.components) ? doc.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const out: ApiSecurityScheme[] = [];
  for (const [key, raw] of Object.entries(schemes)) {
    const scheme = derefObject(doc, raw);
    if (scheme) out.push(describeScheme(key, scheme));
  }
  return out;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A cookie scheme the spec names as the sign-in session (e.g. `SessionCookie`); other cookies are described as plain cookies. */
const isSessionScheme = (key: string): boolean => /session/i.test(key);

function describeScheme(key: string, s: JsonObject): ApiSecurityScheme {
  const type = String(s.type ?? '');
  const httpScheme = str(s.scheme)?.toLowerCase() ?? null;
  const location = s.in === 'header' || s.in === 'query' || s.in === 'cookie' ? s.in : null;
  const name = str(s.name);
  return {
    key,
    ...schemeWording({ key, type, scheme: s, httpScheme, location, name }),
    descriptionHtml: markdownToHtml(s.description),
    in: type === 'apiKey' ? location : null,
    name: type === 'apiKey' ? name : null,
    scheme: type === 'http' ? httpScheme : null,
    bearerFormat: type === 'http' ? str(s.bearerFormat) : null,
    openIdConnectUrl: type === 'openIdConnect' ? str(s.openIdConnectUrl) : null,
    flows: type === 'oauth2' ? oauthFlows(s.flows) : [],
  };
}

/** The facts of one scheme its wording depends on, normalised. */
interface SchemeFacts {
  key: string;
  /** The scheme's `type`, or '' when missing. */
  type: string;
  scheme: JsonObject;
  /** The `http` scheme's `scheme`, lower-cased. */
  httpScheme: string | null;
  location: 'header' | 'query' | 'cookie' | null;
  name: string | null;
}

type SchemeWording = Pick<ApiSecurityScheme, 'kind' | 'label' | 'summary'>;

/** The scheme's kind, short label and one-sentence summary. */
function schemeWording(facts: SchemeFacts): SchemeWording {
  const { key, type } = facts;
  switch (type) {
    case 'apiKey':
      return apiKeyWording(facts);
    case 'http':
      return httpWording(facts);
    case 'oauth2':
      return { kind: 'oauth2', label: 'OAuth 2.0', summary: 'OAuth 2.0 access token sent as a bearer token.' };
    case 'openIdConnect':
      return { kind: 'openIdConnect', label: 'OpenID Connect', summary: 'OpenID Connect access token sent as a bearer token.' };
    case 'mutualTLS':
      return { kind: 'mutualTLS', label: 'Mutual TLS', summary: 'TLS client certificate.' };
    default:
      return { kind: 'http', label: type || key, summary: `Security scheme \`${key}\`.` };
  }
}

function apiKeyWording({ key, location, name }: SchemeFacts): SchemeWording {
  if (location === 'cookie' && isSessionScheme(key)) {
    return { kind: 'apiKey', label: 'Session cookie', summary: `Session cookie \`${name ?? 'session'}\`, set when you sign in to the web UI.` };
  }
  // Other cookies (a device-login token, say) are set by some call; the scheme's description says which.
  if (location === 'cookie') return { kind: 'apiKey', label: 'Cookie', summary: `Cookie \`${name ?? key}\`.` };
  return {
    kind: 'apiKey',
    label: 'API key',
    summary: `API key sent in the \`${name ?? 'X-API-Key'}\` ${location === 'query' ? 'query parameter' : 'header'}.`,
  };
}

function httpWording({ scheme, httpScheme }: SchemeFacts): SchemeWording {
  if (httpScheme === 'bearer') {
    const summary = `${str(scheme.bearerFormat) ? `${scheme.bearerFormat} bearer` : 'Bearer'} token sent in the \`Authorization: Bearer <token>\` header.`;
    return { kind: 'bearer', label: 'Bearer token', summary };
  }
  if (httpScheme === 'basic') {
    return { kind: 'basic', label: 'HTTP Basic', summary: 'HTTP Basic authentication: `Authorization: Basic base64(<id>:<secret>)`.' };
  }
  return {
    kind: 'http',
    label: `HTTP ${httpScheme ?? ''}`.trim(),
    summary: `HTTP \`${httpScheme ?? 'unknown'}\` authentication in the \`Authorization\` header.`,
  };
}

function oauthFlows(flows: unknown): ApiOAuthFlow[] {
  if (!isObject(flows)) return [];
  return Object.entries(flows)
    .filter(([, f]) => isObject(f))
    .map(([type, f]) => {
      const flow = f as JsonObject;
      const scopes = isObject(flow.scopes) ? flow.scopes : {};
      return {
        type,
        authorizationUrl: str(flow.authorizationUrl),
        tokenUrl: str(flow.tokenUrl),
        refreshUrl: str(flow.refreshUrl),
        scopes: Object.entries(scopes).map(([scope, description]) => ({ name: scope, description: String(description ?? '') })),
      };
    });
}

/** The requirement list in effect: operation `security`, else the document's; normalised. */
function effectiveRequirements(doc: JsonObject, operation: JsonObject): ApiSecurityRequirement[] {
  const list = Array.isArray(operation.security) ? operation.security : Array.isArray(doc.security) ? doc.security : [];
  return list.filter(isObject).map(req => ({
    schemes: Object.entries(req).map(([key, scopes]) => ({
      key,
      scopes: Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [],
    })),
  }));
}

function phrase(scheme: ApiSecurityScheme | undefined, key: string, scopes: string[]): string {
  const scopeText = scopes.length ? ` (scopes: ${scopes.map(s => `\`${s}\``).join(', ')})` : '';
  if (!scheme) return `\`${key}\` (scheme not defined in the document)`;
  switch (scheme.kind) {
    case 'apiKey':
      if (scheme.in === 'cookie')
        return isSessionScheme(key)
          ? `Session cookie \`${scheme.name ?? key}\` (sign in to the web UI)`
          : `Cookie \`${scheme.name ?? key}\` (see its scheme below)`;
      return `API key in the \`${scheme.name ?? 'X-API-Key'}\` ${scheme.in === 'query' ? 'query parameter' : 'header'}`;
    case 'bearer':
      return `${scheme.bearerFormat ? `${scheme.bearerFormat} bearer` : 'Bearer'} token in the \`Authorization\` header${scopeText}`;
    case 'basic':
      return 'HTTP Basic authentication in the `Authorization` header';
    case 'oauth2':
      return `OAuth 2.0 access token${scopeText}`;
    case 'openIdConnect':
      return `OpenID Connect access token${scopeText}`;
    case 'mutualTLS':
      return 'TLS client certificate';
    default:
      return `${scheme.label} authentication`;
  }
}

/** Authentication rules of an operation as human lines plus the raw alternatives and `x-required-role`. */
export function operationAuth(doc: JsonObject, operation: JsonObject, schemes: ApiSecurityScheme[]): ApiOperationAuth {
  const alternatives = effectiveRequirements(doc, operation);
  const byKey = new Map(schemes.map(s => [s.key, s]));
  const optional = alternatives.some(alt => alt.schemes.length === 0);
  const lines: string[] = [];
  for (const alt of alternatives) {
    if (!alt.schemes.length) continue;
    lines.push(alt.schemes.map(s => phrase(byKey.get(s.key), s.key, s.scopes)).join(' and '));
  }
  const required = lines.length > 0 && !optional;
  if (!lines.length) lines.push('No authentication required');
  else if (optional) lines.push('Or no authentication (optional)');
  const role = str(operation['x-required-role']);
  return { required, lines, alternatives, role, noteHtml: null };
}

function toSampleAuth(scheme: ApiSecurityScheme | undefined, key: string): SampleAuth | null {
  if (!scheme) return null;
  switch (scheme.kind) {
    case 'apiKey':
      if (scheme.in === 'cookie') return { kind: 'cookie', name: scheme.name ?? 'session', session: isSessionScheme(key) };
      if (scheme.in === 'query') return { kind: 'apiKeyQuery', name: scheme.name ?? 'api_key' };
      return { kind: 'apiKeyHeader', name: scheme.name ?? 'X-API-Key' };
    case 'bearer':
    case 'oauth2':
    case 'openIdConnect':
      return { kind: 'bearer' };
    case 'basic':
      return { kind: 'basic' };
    default:
      return null;
  }
}

const PREFERENCE: Record<SampleAuth['kind'], number> = { apiKeyHeader: 0, bearer: 1, basic: 2, apiKeyQuery: 3, cookie: 4 };

/**
 * Picks the alternative a code sample should show: API key header first, then bearer, basic,
 * API key in query, session cookie. Returns the credentials of that alternative (all of them,
 * when it combines several schemes), or [] when no authentication is needed.
 */
export function chooseSampleAuth(auth: ApiOperationAuth, schemes: ApiSecurityScheme[]): SampleAuth[] {
  if (!auth.required) return [];
  const byKey = new Map(schemes.map(s => [s.key, s]));
  let best: SampleAuth[] = [];
  let bestScore = Infinity;
  for (const alt of auth.alternatives) {
    const parts = alt.schemes.map(s => toSampleAuth(byKey.get(s.key), s.key)).filter((p): p is SampleAuth => p !== null);
    if (!parts.length) continue;
    const score = Math.min(...parts.map(p => PREFERENCE[p.kind])) * 10 + parts.length;
    if (score < bestScore) {
      best = parts;
      bestScore = score;
    }
  }
  return best;
}
