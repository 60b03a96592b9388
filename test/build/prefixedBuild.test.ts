/**
 * A build under a path prefix (`npm run build:prefixed`) publishes one set of addresses:
 * every canonical URL, every sitemap entry and the sitemap named in robots.txt lie below
 * the prefix. Built from a throwaway copy, so public/ is left alone, with a small OpenAPI
 * document and a few client examples (each MDX page is a bundle of its own) to keep the
 * build short.
 */
import fs from 'fs';
import path from 'path';
import siteConfig from '../../src/siteConfig';
import { inlineScript } from '../../src/boot/inlineScript';
import { basePathBoot } from '../../src/boot/basePathBoot';
import { BASE_PATH_WARNING, BOOT_FLAG } from '../../src/lib/basePathCheck';
import yaml from 'js-yaml';
import { buildIn, copyProject } from '../support/projectCopy';
import { builtPages, byName, find, findAll, isRedirectStub, parse, text } from '../support/html';

jest.setTimeout(600_000);

const PREFIX = '/docs-prefix-test';
const LONG_FIELD_DESCRIPTION = `A field of the group, described at length. ${'It is read by every client that lists groups. '.repeat(10)}`;
const base = `${siteConfig.siteUrl}${PREFIX}`;
let dir = '';
let publicDir = '';

beforeAll(() => {
  dir = copyProject();
  // Group fields documented at length, as Kubernetes documents its metadata: users link to the group schema's own page.
  const spec = yaml.load(fs.readFileSync(path.resolve(__dirname, '../fixtures/openapi/pocket-id-mini.yaml'), 'utf8')) as {
    components: { schemas: Record<string, { properties: Record<string, { description?: string }> }> };
  };
  for (const field of Object.values(spec.components.schemas.UserGroupDto.properties)) field.description = LONG_FIELD_DESCRIPTION;
  fs.writeFileSync(path.join(dir, 'openapi/mini.yaml'), yaml.dump(spec));
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

test("every page's head carries the prefix where gatsby-ssr writes it (withPrefix): the favicon and the base-path check", () => {
  const pages = [...builtPages(publicDir)];
  expect(pages.length).toBeGreaterThan(20);
  const check = inlineScript(basePathBoot, PREFIX, BOOT_FLAG, BASE_PATH_WARNING);
  const wrong = pages.filter(([, html]) => !html.includes(`href="${PREFIX}/favicon.svg"`) || !html.includes(check)).map(([route]) => route);
  expect(wrong).toEqual([]);
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

test('a long component nested in others has a page of its own under the prefix, which the operations link to', () => {
  const route = '/docs/api/schemas/usergroupdto';
  const page = fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8');
  expect(text(find(parse(page), byName('h1')))).toBe('UserGroupDto');
  expect(page).toContain(LONG_FIELD_DESCRIPTION.trim());
  // Its breadcrumbs end with the API overview, the section it belongs to.
  expect(page).toContain(`href="${PREFIX}/docs/api-documentation"`);
  const linking = [...builtPages(publicDir)].filter(([r, html]) => r.startsWith('/docs/api/endpoints/') && html.includes(`href="${PREFIX}${route}"`));
  expect(linking.length).toBeGreaterThan(0);
  // The operations name the group but leave its long fields to that page.
  for (const [, html] of linking) expect(html).not.toContain(LONG_FIELD_DESCRIPTION.trim());
  const twin = fs.readFileSync(path.join(publicDir, `${route}.md`), 'utf8');
  expect(twin).toContain('## Fields');
  expect(twin).toContain(LONG_FIELD_DESCRIPTION.trim());
});
