/**
 * Check 2a: the operations of the OpenAPI document against the routes Pocket ID registers:
 * the same method and path, and the same access class.
 *
 * Access classes, in words both sides share:
 * - source: no auth middleware -> `none`; otherwise admin or signed-in user, session only or
 *   session or API key, optional when the middleware lets unauthenticated requests through;
 * - document: `x-required-role` (admin / user) and the operation's `security`: `SessionCookie`
 *   and `ApiKeyAuth` entries, and an empty `{}` entry for optional. Other schemes (client
 *   authentication, bearer tokens, device-login token) are checked by the handler itself, not
 *   by Pocket ID's auth middleware, so they count as `none`.
 */
import type { Difference, Location } from './difference';
import { at } from './difference';
import type { AuthOptions, SourceRoute } from './goRoutes';
import type { OpenApiDocument, Yaml } from './openApiDocument';

/**
 * Routes Pocket ID registers that the API reference leaves out on purpose (its header says so).
 * The e2e test routes need no entry: their files build only with the `e2etest` tag, and
 * goSource leaves such files out.
 */
const UNDOCUMENTED_ROUTES: { method: string; path: string; reason: string }[] = [
  { method: 'POST', path: '/internal/telemetry/traces', reason: 'internal forwarding of browser traces to the OTLP collector' },
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** @internal Exported for its tests; production uses it in this file only. */
export function describeAccess(auth: AuthOptions | undefined): string {
  if (!auth) return 'none';
  const who = auth.optional ? 'optional' : auth.adminRequired ? 'admin' : 'signed-in user';
  return `${who}, ${auth.apiKeyAllowed ? 'session or API key' : 'session only'}`;
}

/** @internal Exported for its tests; production uses it in this file only. */
export function documentedAccess(operation: Yaml, rootSecurity: Yaml): string {
  const security: Record<string, unknown>[] = operation.security ?? rootSecurity ?? [];
  const schemes = new Set(security.flatMap(entry => Object.keys(entry ?? {})));
  const session = schemes.has('SessionCookie');
  const apiKey = schemes.has('ApiKeyAuth');
  const role = operation['x-required-role'];
  if (!session && !apiKey) return 'none';
  const optional = security.some(entry => entry && Object.keys(entry).length === 0);
  return describeAccess({ adminRequired: role === 'admin', apiKeyAllowed: apiKey, optional: optional || (!role && session) });
}

interface ApiRoutesInput {
  api: OpenApiDocument;
  specFile: string;
  routes: SourceRoute[];
  /** Where a route would be registered, for operations the source lacks. */
  sourceAnchor: Location;
}

export function checkApiRoutes({ api, specFile, routes, sourceAnchor }: ApiRoutesInput): Difference[] {
  const differences: Difference[] = [];
  const { doc } = api;
  const byKey = new Map(routes.map(r => [`${r.method} ${r.path}`, r]));
  const documented = new Set<string>();
  for (const [path, item] of Object.entries<Yaml>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      documented.add(key);
      const line = api.lineOf(operation);
      const route = byKey.get(key);
      if (!route) {
        differences.push({
          check: 'api',
          message: `${key} is documented, but Pocket ID registers no such route`,
          site: at(specFile, line),
          source: sourceAnchor,
        });
        continue;
      }
      const want = describeAccess(route.auth);
      const have = documentedAccess(operation, doc.security);
      if (want !== have)
        differences.push({
          check: 'api',
          message: `${key}: the document says access is "${have}", Pocket ID requires "${want}"`,
          site: at(specFile, line),
          source: route.where,
        });
    }
  }
  const pathsLine = api.lineOf(doc.paths);
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (documented.has(key) || UNDOCUMENTED_ROUTES.some(u => u.method === route.method && u.path === route.path)) continue;
    differences.push({
      check: 'api',
      message: `${key} (${describeAccess(route.auth)}) is registered by Pocket ID but not documented`,
      site: at(specFile, pathsLine),
      source: route.where,
    });
  }
  return differences;
}
