import { parseSiteEnvironment } from '../../../src/lib/siteEnvironment';

test('unset and empty variables take the defaults', () => {
  const defaults = parseSiteEnvironment({});
  expect(defaults).toEqual({
    siteUrl: 'https://pocket-id.org',
    versionFileUrl: 'https://raw.githubusercontent.com/pocket-id/pocket-id/main/.version',
    trailingSlash: 'ignore',
    pathPrefix: '/pocket-id-docs',
    openApiSpec: 'openapi/pocket-id.yaml',
    openApiRedirects: 'openapi/legacy-slugs.yaml',
  });
  expect(parseSiteEnvironment({ SITE_URL: '', TRAILING_SLASH: '', PATH_PREFIX: '' })).toEqual(defaults);
});

test('good values are kept; the site URL becomes an origin without a trailing slash', () => {
  const env = parseSiteEnvironment({
    SITE_URL: 'https://docs.example.org/',
    VERSION_FILE_URL: 'http://127.0.0.1:9/version',
    TRAILING_SLASH: 'always',
    PATH_PREFIX: '/docs-site',
    OPENAPI_SPEC: 'openapi/mini.yaml',
    OPENAPI_REDIRECTS: 'openapi/mini-redirects.yaml',
  });
  expect(env).toEqual({
    siteUrl: 'https://docs.example.org',
    versionFileUrl: 'http://127.0.0.1:9/version',
    trailingSlash: 'always',
    pathPrefix: '/docs-site',
    openApiSpec: 'openapi/mini.yaml',
    openApiRedirects: 'openapi/mini-redirects.yaml',
  });
  // A version file on the site itself (the offline bench build's /bench-version.txt).
  expect(parseSiteEnvironment({ VERSION_FILE_URL: '/bench-version.txt' }).versionFileUrl).toBe('/bench-version.txt');
  // Another spec has no legacy slugs unless it brings a map.
  expect(parseSiteEnvironment({ OPENAPI_SPEC: 'openapi/mini.yaml' }).openApiRedirects).toBeNull();
});

test.each([
  ['SITE_URL', 'pocket-id.org', 'Environment variable SITE_URL is "pocket-id.org"; it must be an http(s) origin'],
  ['SITE_URL', 'ftp://pocket-id.org', 'SITE_URL is "ftp://pocket-id.org"'],
  ['SITE_URL', 'https://pocket-id.org/docs', 'SITE_URL is "https://pocket-id.org/docs"; it must be an http(s) origin such as https://pocket-id.org (no path)'],
  ['VERSION_FILE_URL', 'not a url', 'VERSION_FILE_URL is "not a url"; it must be an absolute http(s) URL or a path on this site'],
  ['VERSION_FILE_URL', '//elsewhere.example/version', 'VERSION_FILE_URL is "//elsewhere.example/version"'],
  ['TRAILING_SLASH', 'yes', 'TRAILING_SLASH is "yes"; it must be one of always, never, ignore'],
  ['PATH_PREFIX', 'docs', 'PATH_PREFIX is "docs"; it must be a path such as /docs-site'],
  ['PATH_PREFIX', '/docs/', 'PATH_PREFIX is "/docs/"'],
  ['OPENAPI_SPEC', 'https://example.org/spec.yaml', 'OPENAPI_SPEC is "https://example.org/spec.yaml"; it must be a file path'],
])('%s=%s stops with a message naming the variable', (name, value, message) => {
  expect(() => parseSiteEnvironment({ [name]: value })).toThrow(message);
});
