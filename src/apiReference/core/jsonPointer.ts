/** JSON pointer (RFC 6901) helpers and internal `$ref` resolution for a bundled document. */

/** Escapes one pointer token (`~` -> `~0`, `/` -> `~1`). */
export function escapePointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Unescapes one pointer token. */
function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Turns a path array (e.g. `['paths', '/api/users', 'get']`) into `#/paths/~1api~1users/get`. */
export function pathToPointer(path: ReadonlyArray<string | number>): string {
  return '#' + path.map(t => '/' + escapePointerToken(t)).join('');
}

/** Splits `#/a/b~1c` (or `/a/b~1c`) into tokens, URI-decoding each. */
export function pointerToPath(pointer: string): string[] {
  let p = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (p === '' || p === '/') return p === '/' ? [''] : [];
  if (!p.startsWith('/')) return [];
  p = p.slice(1);
  return p.split('/').map(t => {
    let decoded = t;
    try {
      decoded = decodeURIComponent(t);
    } catch {
      /* keep raw */
    }
    return unescapePointerToken(decoded);
  });
}

/** Value at an internal pointer (`#/components/schemas/User`) of `doc`, or undefined. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  let current: unknown = doc;
  for (const token of pointerToPath(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, token)) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

/** Name of a component from its `$ref`: `#/components/schemas/UserDto` -> `UserDto`; anything else -> null. */
export function componentNameFromRef(ref: string): string | null {
  const path = pointerToPath(ref.startsWith('#') ? ref : '');
  if (path.length === 3 && path[0] === 'components') return path[2];
  if (path.length === 2 && (path[0] === 'definitions' || path[0] === '$defs')) return path[1];
  return null;
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Follows a chain of `$ref`s for non-schema objects (parameters, responses, request bodies,
 * headers, examples, path items). Sibling `summary` / `description` of a Reference Object
 * override the target's (OpenAPI 3.1). Returns null for unresolvable or looping references.
 */
export function derefObject(doc: unknown, value: unknown): JsonObject | null {
  const seen = new Set<string>();
  let current: unknown = value;
  const overrides: JsonObject = {};
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref) || !ref.startsWith('#')) return null;
    seen.add(ref);
    for (const key of ['summary', 'description']) {
      if (typeof current[key] === 'string' && !(key in overrides)) overrides[key] = current[key];
    }
    current = resolvePointer(doc, ref);
  }
  if (!isObject(current)) return null;
  return Object.keys(overrides).length ? { ...current, ...overrides } : current;
}
