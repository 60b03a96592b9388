/**
 * A build under a path prefix (`npm run build:prefixed`) publishes one set of addresses:
 * every canonical URL, every sitemap entry and the sitemap named in robots.txt lie below
 * the prefix. Built from a throwaway copy, so public/ is left alone, with a small OpenAPI
 * document and a few client examples (each MDX page is a bundle of its own) to keep the
 * build short.
 */
import fs from 'fs';
import path from 'path';
import siteConfig from '../../src/site-config';
import { buildIn, copyProject } from '../support/projectCopy';
import { builtPages, byName, find, findAll, isRedirectStub, parse } from '../support/html';

jest.setTimeout(600_000);

const PREFIX = '/docs-prefix-test';
const base = `${siteConfig.siteUrl}${PREFIX}`;
let dir = '';
let publicDir = '';

beforeAll(() => {
  dir = copyProject();
  fs.copyFileSync(path.resolve(__dirname, '../fixtures/openapi/pocket-id-mini.yaml'), path.join(dir, 'openapi/mini.yaml'));
  // Talos stays: its lower-case alias is a redirect stub, which must stay out of the sitemap.
  const examples = path.join(dir, 'content/client-examples');
  for (const file of fs.readdirSync(examples)) if (!['Talos.mdx', 'immich.mdx'].includes(file)) fs.rmSync(path.join(examples, file), { recursive: true });
  const { status, output } = buildIn(dir, { PATH_PREFIX: PREFIX, OPENAPI_SPEC: 'openapi/mini.yaml' }, { script: 'build:prefixed', timeoutMs: 540_000 });
  if (status !== 0) throw new Error(`build:prefixed failed:\n${output.slice(-3000)}`);
  publicDir = path.join(dir, 'public');
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => m[1]);
const canonicalOf = (html: string) => {
  const head = find(parse(html), byName('head'));
  return head ? findAll(head, byName('link', { rel: 'canonical' })).map(link => link.attribs.href) : [];
};

test('robots.txt names the sitemap index below the prefix, and it lists sitemaps below the prefix', () => {
  const robots = fs.readFileSync(path.join(publicDir, 'robots.txt'), 'utf8');
  expect(/^Sitemap: (\S+)$/m.exec(robots)?.[1]).toBe(`${base}/sitemap-index.xml`);
  const parts = locs(fs.readFileSync(path.join(publicDir, 'sitemap-index.xml'), 'utf8'));
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    expect(part.startsWith(`${base}/`)).toBe(true);
    expect(fs.existsSync(path.join(publicDir, part.slice(base.length)))).toBe(true);
  }
});

test('every page names its canonical URL below the prefix, and the sitemap lists exactly those', () => {
  const pages = [...builtPages(publicDir)].filter(([route, html]) => !isRedirectStub(html) && route !== '/404');
  expect(pages.length).toBeGreaterThan(20);
  const wrong = pages
    .filter(([route, html]) => canonicalOf(html).join(' ') !== `${base}${route}`)
    .map(([route, html]) => `${route}: ${canonicalOf(html).join(', ')}`);
  expect(wrong).toEqual([]);
  const listed = locs(fs.readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8'));
  expect([...listed].sort()).toEqual(pages.map(([route]) => `${base}${route}`).sort());
});

test('redirect stubs name their target below the prefix as canonical and refresh to it', () => {
  const stubs = [...builtPages(publicDir)].filter(([, html]) => isRedirectStub(html));
  expect(stubs.length).toBeGreaterThan(0);
  for (const [route, html] of stubs) {
    const [canonical] = canonicalOf(html);
    expect({ route, canonical: canonical.startsWith(`${base}/`) }).toEqual({ route, canonical: true });
    expect(html).toContain(`url=${canonical.slice(siteConfig.siteUrl.length)}`);
  }
});
