/**
 * deploy/nginx.conf serving the built public/: routing, status codes, redirects, caching,
 * compression and security headers, checked over real HTTP.
 */
import fs from 'fs';
import os from 'os';
import http from 'http';
import path from 'path';
import zlib from 'zlib';
import { startNginx, NginxServer, templateSiteConfig } from '../support/nginx';
import { NGINX_CONF, PUBLIC_DIR } from '../support/paths';

let server: NginxServer;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(pathname: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.origin}${pathname}`, { headers }, res => {
      const chunks: Buffer[] = [];
      res.on('data', c => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
  });
}

const hashedAsset = () => fs.readdirSync(PUBLIC_DIR).find(name => /^app-[0-9a-f]{20}\.js$/.test(name)) as string;

beforeAll(async () => {
  server = await startNginx();
});
afterAll(async () => {
  await server?.stop();
});

test('the committed config is templated only at its listen and root lines', () => {
  const source = fs.readFileSync(NGINX_CONF, 'utf8');
  const out = templateSiteConfig(source, 12345, '/tmp/x');
  expect(out).toContain('listen 127.0.0.1:12345;');
  expect(out).toContain('root /tmp/x;');
  expect(out).not.toMatch(/listen 80;|listen \[::\]:80;/);
  const changed = source.split('\n').filter((line, i) => line !== out.split('\n')[i]);
  expect(changed.every(line => /^\s*(listen|root)\s/.test(line))).toBe(true);
});

test.each([
  ['/', 'Pocket ID'],
  ['/docs/', 'Documentation | Pocket ID'],
  ['/docs/introduction', 'Introduction | Pocket ID'],
  ['/docs/setup/installation', 'Install Pocket ID | Pocket ID'],
])('%s is served with status 200', async (route, title) => {
  const reply = await get(route);
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/html/);
  expect(/<title[^>]*>([^<]*)<\/title>/.exec(reply.body)?.[1]).toBe(title);
});

test('unknown paths get the 404 page with status 404', async () => {
  const reply = await get('/docs/does-not-exist');
  expect(reply.status).toBe(404);
  expect(reply.body.includes('Page not found')).toBe(true);
  expect(reply.headers['cache-control']).toBe('no-cache');
});

test.each([
  ['/docs/introduction.html', '/docs/introduction'],
  ['/docs/introduction/index.html', '/docs/introduction'],
  ['/docs/setup/installation.html?tab=docker', '/docs/setup/installation?tab=docker'],
  ['/docs/index.html', '/docs/'],
  ['/index.html', '/'],
])('%s redirects permanently to %s', async (from, to) => {
  const reply = await get(from);
  expect(reply.status).toBe(301);
  expect(reply.headers.location).toBe(to);
});

test('/404.html is served, not redirected', async () => {
  const reply = await get('/404.html');
  expect(reply.status).toBe(200);
  expect(reply.body.includes('Page not found')).toBe(true);
});

test('hashed assets are immutable for a year; HTML and page-data are revalidated', async () => {
  const asset = await get(`/${hashedAsset()}`);
  expect(asset.status).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get('/docs/introduction')).headers['cache-control']).toBe('no-cache');
  const pageData = await get('/page-data/docs/introduction/page-data.json');
  expect(pageData.status).toBe(200);
  expect(pageData.headers['cache-control']).toBe('no-cache');
  expect((await get('/page-data/app-data.json')).headers['cache-control']).toBe('no-cache');
});

test('text responses are gzip-compressed', async () => {
  for (const route of ['/docs/introduction', `/${hashedAsset()}`, '/page-data/docs/introduction/page-data.json']) {
    const reply = await get(route, { 'Accept-Encoding': 'gzip' });
    expect([route, reply.headers['content-encoding']]).toEqual([route, 'gzip']);
  }
});

test('with the brotli snippet installed, clients that accept br get brotli, smaller than gzip; others keep gzip', async () => {
  // scripts/test.mjs installs Debian's brotli module, so the snippet is always exercised here.
  expect(server.brotli).toBe(true);
  for (const route of ['/docs/introduction', `/${hashedAsset()}`, '/page-data/docs/introduction/page-data.json', '/search/manifest.json']) {
    const br = await get(route, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get(route, { 'Accept-Encoding': 'gzip' });
    expect([route, br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([route, 'br', 'gzip']);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    // The bodies decode to the same bytes, and brotli is the smaller.
    const plain = await get(route);
    expect(zlib.brotliDecompressSync(Buffer.from(br.body, 'latin1')).toString('latin1')).toBe(plain.body);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  }
});

test('security headers are sent on pages, assets, redirects and 404s', async () => {
  for (const route of ['/', `/${hashedAsset()}`, '/docs/introduction.html', '/nope']) {
    const { headers } = await get(route);
    expect({ route, nosniff: headers['x-content-type-options'], referrer: headers['referrer-policy'], frame: headers['x-frame-options'] }).toEqual({
      route,
      nosniff: 'nosniff',
      referrer: 'strict-origin-when-cross-origin',
      frame: 'DENY',
    });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

describe('cache rules on every kind of file Gatsby emits', () => {
  let fixture: NginxServer;
  let root: string;
  const files: Record<string, string> = {
    'index.html': '<!DOCTYPE html><title>home</title>',
    '404.html': '<!DOCTYPE html><title>missing</title>',
    'static/0123abcd/logo.png': 'png',
    'styles.0123456789abcdef0123.css': 'body{}',
    'component---src-pages-x-tsx-0123456789abcdef0123.js': '1',
    'app.js': '1',
    'search/manifest.json': '{}',
    'search/0abc12de34fg/t0.json': '[]',
    'page-data/x/page-data.json': '{}',
    'sitemap.xml': '<urlset/>',
  };
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-fixture-'));
    for (const [file, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), body);
    }
    fixture = await startNginx(root);
  });
  afterAll(async () => {
    await fixture?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test.each([
    ['/static/0123abcd/logo.png', 'public, max-age=31536000, immutable'],
    ['/styles.0123456789abcdef0123.css', 'public, max-age=31536000, immutable'],
    ['/component---src-pages-x-tsx-0123456789abcdef0123.js', 'public, max-age=31536000, immutable'],
    ['/search/0abc12de34fg/t0.json', 'public, max-age=31536000, immutable'],
    ['/search/manifest.json', 'no-cache'],
    ['/app.js', 'no-cache'],
    ['/page-data/x/page-data.json', 'no-cache'],
    ['/sitemap.xml', 'no-cache'],
    ['/', 'no-cache'],
  ])('%s: %s', async (file, cacheControl) => {
    const reply = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${fixture.origin}${file}`, resolve).on('error', reject));
    reply.resume();
    expect([reply.statusCode, reply.headers['cache-control']]).toEqual([200, cacheControl]);
  });
});
