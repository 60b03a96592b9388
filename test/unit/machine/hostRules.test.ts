/** The rule table behind `_headers` / `_redirects` says what deploy/nginx.conf says. */
import fs from 'fs';
import { NGINX_CONF } from '../../support/paths';
import { nginxCacheControl, nginxRedirect, parseNginxConf } from '../../support/nginxConf';
import {
  CACHE_RULES,
  DEFAULT_CACHE,
  IMMUTABLE,
  NOT_FOUND_PAGE,
  SECURITY_HEADERS,
  cacheControlFor,
  headerBlocks,
  headersFile,
  htmlRedirectTarget,
  htmlRedirects,
  redirectsFile,
} from '../../../src/hosting/hostRules';
import { hostHeadersFor, hostPatternMatches, parseHeadersFile, parseRedirectsFile } from '../../support/hostFileReaders';

const rules = parseNginxConf(fs.readFileSync(NGINX_CONF, 'utf8'));

test('cache lifetimes: the same regexes, values and order as nginx.conf, and the same default', () => {
  expect(rules.cacheMap.map(e => ({ source: e.regex, value: e.value }))).toEqual(CACHE_RULES);
  expect(rules.cacheDefault).toBe(DEFAULT_CACHE);
  expect(rules.headers['Cache-Control']).toBe('$pocket_id_docs_cache_control');
});

test('security headers and the 404 page match nginx.conf', () => {
  const { 'Cache-Control': _cache, ...security } = rules.headers;
  expect(security).toEqual(SECURITY_HEADERS);
  expect(rules.errorPages['404']).toBe(NOT_FOUND_PAGE);
});

test('nginx serves Markdown twins as UTF-8 text/markdown (and .txt as UTF-8 text/plain)', () => {
  expect(`${rules.extensionTypes.md}; charset=utf-8`).toBe('text/markdown; charset=utf-8');
  expect(rules.charsetTypes).toEqual(expect.arrayContaining(['text/markdown', 'text/plain']));
});

const samplePaths = [
  '/index.html',
  '/docs/index.html',
  '/docs/setup/installation/index.html',
  '/docs/setup/installation.html',
  '/404.html',
  '/404/index.html',
  '/docs/client-examples/oCIS/index.html',
  '/docs/api/endpoints/list-users.html',
  '/docs/setup/installation',
  '/docs/',
  '/',
  '/app-0123456789abcdef0123.js',
];

test.each(samplePaths)('%s: the .html redirect agrees with nginx', requestPath => {
  expect(htmlRedirectTarget(requestPath)).toBe(nginxRedirect(rules, requestPath));
});

test.each([
  '/static/x.woff2',
  '/app-0123456789abcdef0123.js',
  '/styles.0123456789abcdef0123.css',
  '/search/abc123/terms-0.json',
  '/search/manifest.json',
  '/page-data/app-data.json',
  '/docs/setup/installation/index.html',
  '/docs/setup/installation.md',
  '/llms.txt',
  '/og/index.png',
  '/app.js',
])('%s: the cache lifetime agrees with nginx', servedPath => {
  expect(cacheControlFor(servedPath)).toBe(nginxCacheControl(rules, servedPath));
});

test('host patterns: splats and placeholders', () => {
  expect(hostPatternMatches('/*', '/docs/x')).toBe(true);
  expect(hostPatternMatches('/static/*', '/static/a/b.js')).toBe(true);
  expect(hostPatternMatches('/static/*', '/statics/a.js')).toBe(false);
  expect(hostPatternMatches('/docs/:page', '/docs/x')).toBe(true);
  expect(hostPatternMatches('/docs/:page', '/docs/x/y')).toBe(false);
  expect(hostPatternMatches('/app-1.js', '/app-1Xjs')).toBe(false);
});

test('_headers: security headers everywhere, one Cache-Control per path, equal to nginx', () => {
  const files = [
    '/app-0123456789abcdef0123.js',
    '/static/logo.svg',
    '/search/abc123/t.json',
    '/search/manifest.json',
    '/page-data/x/page-data.json',
    '/index.html',
    '/docs/x.md',
  ];
  const blocks = parseHeadersFile(headersFile(headerBlocks(files)));
  for (const file of files) {
    const sent = hostHeadersFor(blocks, file);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([file, name, sent[name]]).toEqual([file, name, value]);
    // No header means the hosts' own default, which revalidates every time like no-cache.
    expect([file, sent['Cache-Control'] ?? DEFAULT_CACHE]).toEqual([file, cacheControlFor(file)]);
  }
  expect(hostHeadersFor(blocks, '/app-0123456789abcdef0123.js')['Cache-Control']).toBe(IMMUTABLE);
});

test('_redirects: every built .html file nginx redirects, and the sibling /x.html of /x/index.html', () => {
  const redirects = parseRedirectsFile(redirectsFile(htmlRedirects(['/index.html', '/docs/index.html', '/docs/x/index.html', '/404.html', '/404/index.html'])));
  expect(redirects).toEqual([
    { from: '/docs/index.html', to: '/docs/', status: 301, force: true },
    { from: '/docs.html', to: '/docs', status: 301, force: true },
    { from: '/docs/x/index.html', to: '/docs/x', status: 301, force: true },
    { from: '/docs/x.html', to: '/docs/x', status: 301, force: true },
    { from: '/index.html', to: '/', status: 301, force: true },
  ]);
  for (const r of redirects) expect(nginxRedirect(rules, r.from)).toBe(r.to);
});

test('unreadable host files are reported with their line', () => {
  expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow('_headers line 1');
  expect(() => parseRedirectsFile('/a /b 301 extra\n')).toThrow('_redirects line 1');
});
