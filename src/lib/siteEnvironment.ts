/**
 * The site's settings read from the environment (README, Configuration), checked once:
 * a bad value stops the build with the variable's name, what it holds and what it must be,
 * instead of becoming a broken canonical URL or route table. An unset or empty variable
 * takes its default.
 */
const TRAILING_SLASH_MODES = ['always', 'never', 'ignore'] as const;
export type TrailingSlashMode = (typeof TRAILING_SLASH_MODES)[number];

export interface SiteEnvironment {
  /** Public origin, without a trailing slash. */
  siteUrl: string;
  versionFileUrl: string;
  trailingSlash: TrailingSlashMode;
  pathPrefix: string;
  /** OpenAPI document rendered as the API reference (relative to the project root). */
  openApiSpec: string;
  /** Optional YAML map `old-slug: new-slug` of renamed API operation pages (static redirects). */
  openApiRedirects: string | null;
}

/** What the browser gets (src/gatsby/webpack/env.ts): the OpenAPI files are the build's alone. */
export type BrowserEnvironment = Omit<SiteEnvironment, 'openApiSpec' | 'openApiRedirects'>;

export type Environment = Record<string, string | undefined>;

/** The variable each setting is read from: the one list of the names (develop's cache key, src/gatsby/develop/codeFingerprint.ts, reads it too). */
export const ENVIRONMENT_VARIABLES: Record<keyof SiteEnvironment, string> = {
  siteUrl: 'SITE_URL',
  versionFileUrl: 'VERSION_FILE_URL',
  trailingSlash: 'TRAILING_SLASH',
  pathPrefix: 'PATH_PREFIX',
  openApiSpec: 'OPENAPI_SPEC',
  openApiRedirects: 'OPENAPI_REDIRECTS',
};

// A plain Error, not a subclass: a class extending Error would pull Babel's helper for it into the browser bundle.
const environmentError = (variable: string, value: string, expected: string) =>
  new Error(`Environment variable ${variable} is ${JSON.stringify(value)}; it must be ${expected}.`);

/** The value of `name`, or undefined when unset or empty (both mean "use the default"). */
const read = (env: Environment, name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);

function httpUrl(env: Environment, name: string, fallback: string, { originOnly = false, sameSitePath = false } = {}): string {
  const value = read(env, name);
  if (value === undefined) return fallback;
  // A path on the site itself (the bench's offline build serves its own version file).
  if (sameSitePath && /^\/(?!\/)\S*$/.test(value)) return value;
  const expected = originOnly
    ? 'an http(s) origin such as https://pocket-id.org (no path)'
    : `an absolute http(s) URL${sameSitePath ? ' or a path on this site such as /version.txt' : ''}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw environmentError(name, value, expected);
  }
  if (!/^https?:$/.test(url.protocol) || /\s/.test(value) || (originOnly && url.pathname !== '/') || (originOnly && (url.search || url.hash))) {
    throw environmentError(name, value, expected);
  }
  return originOnly ? url.origin : value;
}

function oneOf<T extends string>(env: Environment, name: string, allowed: readonly T[], fallback: T): T {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const match = allowed.find(option => option === value);
  if (match === undefined) throw environmentError(name, value, `one of ${allowed.join(', ')}`);
  return match;
}

function pathPrefix(env: Environment, name: string, fallback: string): string {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(value)) throw environmentError(name, value, 'a path such as /docs-site: starting with /, no trailing slash, no spaces');
  return value;
}

function projectFile(env: Environment, name: string): string | undefined {
  const value = read(env, name);
  if (value !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    throw environmentError(name, value, 'a file path (relative to the project root), such as openapi/pocket-id.yaml, not a URL');
  }
  return value;
}

export function parseSiteEnvironment(env: Environment): SiteEnvironment {
  const names = ENVIRONMENT_VARIABLES;
  const openApiSpec = projectFile(env, names.openApiSpec);
  return {
    siteUrl: httpUrl(env, names.siteUrl, 'https://pocket-id.org', { originOnly: true }),
    versionFileUrl: httpUrl(env, names.versionFileUrl, 'https://raw.githubusercontent.com/pocket-id/pocket-id/main/.version', { sameSitePath: true }),
    trailingSlash: oneOf(env, names.trailingSlash, TRAILING_SLASH_MODES, 'ignore'),
    pathPrefix: pathPrefix(env, names.pathPrefix, '/pocket-id-docs'),
    openApiSpec: openApiSpec ?? 'openapi/pocket-id.yaml',
    // The legacy slugs belong to Pocket ID's own spec; another spec brings its own map, or none.
    openApiRedirects: openApiSpec === undefined ? 'openapi/legacy-slugs.yaml' : (projectFile(env, names.openApiRedirects) ?? null),
  };
}
