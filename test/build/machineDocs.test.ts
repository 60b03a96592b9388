/**
 * The files for machines and sharing in the build: a clean Markdown twin per page,
 * llms.txt listing exactly the sitemap, a PNG social card of the declared size per page,
 * and `_headers` / `_redirects` that say what deploy/nginx.conf says for every built file.
 */
import fs from 'fs';
import path from 'path';
import siteConfig from '../../src/siteConfig';
import { PUBLIC_DIR, NGINX_CONF } from '../support/paths';
import { builtPages, byName, find, findAll, htmlFileFor, parse, text } from '../support/html';
import { markdownProblems } from '../support/markdownCheck';
import { nginxCacheControl, nginxRedirect, parseNginxConf } from '../support/nginxConf';
import { markdownTwinPath } from '../../src/twins/markdownTwin';
import { DEFAULT_CACHE, SECURITY_HEADERS } from '../../src/hosting/hostRules';
import { hostHeadersFor, parseHeadersFile, parseRedirectsFile } from '../support/hostFileReaders';
import { sitePaths } from '../../src/hosting/hostFiles';

const site = siteConfig.siteUrl.replace(/\/+$/, '');
const sitemap = Array.from(fs.readFileSync(path.join(PUBLIC_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g), m => m[1].slice(site.length) || '/');
const read = (sitePath: string) => fs.readFileSync(path.join(PUBLIC_DIR, sitePath), 'utf8');
const pages = builtPages();
const metaOf = (html: string, key: string) => {
  const head = find(parse(html), byName('head'));
  const el = head && findAll(head, e => e.name === 'meta' && (e.attribs.property === key || e.attribs.name === key))[0];
  return el ? el.attribs.content : undefined;
};

test('the sitemap has the pages to check', () => {
  expect(sitemap.length).toBeGreaterThan(200);
  expect(sitemap).toEqual(expect.arrayContaining(['/', '/docs/', '/docs/setup/installation', '/docs/client-examples/grafana']));
});

test.each(sitemap.map(route => [route]))('%s has a clean Markdown twin that links back to it', route => {
  const file = path.join(PUBLIC_DIR, markdownTwinPath(route));
  expect(fs.existsSync(file)).toBe(true);
  const twin = fs.readFileSync(file, 'utf8');
  expect(twin).toMatch(/^# \S/);
  expect(twin).toContain(`Web page: [${site}${route}](${site}${route})`);
  expect(twin.split('\n').length).toBeGreaterThan(3);
  expect(markdownProblems(twin)).toEqual([]);
  // The page frame (Markdown menu, inline contents, meta row) is not content.
  expect(twin).not.toMatch(/\[View as Markdown\]|^On this page$|\[Edit this page\]/m);
  // The HTML page announces it.
  expect(pages.get(route)).toContain(`<link rel="alternate" type="text/markdown" href="${markdownTwinPath(route)}"`);
});

test('twins render components as Markdown: admonitions, tabs, code with language, client setup from frontmatter', () => {
  const ldap = read('/docs/configuration/ldap.md');
  expect(ldap).toMatch(/^> \*\*Tip: /m);
  expect(ldap).toMatch(/^### OpenLDAP$/m);
  expect(ldap).toMatch(/^### Active Directory$/m);
  expect(ldap).not.toMatch(/<\/?(Tabs|TabItem|Admonition)\b/);
  const grafana = read('/docs/client-examples/grafana.md');
  expect(grafana).toMatch(/^# Grafana with Pocket ID$/m);
  expect(grafana).toContain('```yaml title="docker-compose.yml"');
  expect(grafana).toMatch(/^## Create the client in Pocket ID$/m);
  expect(grafana).toContain('- `https://grafana.example.com/login/generic_oauth`');
  expect(grafana).toMatch(/^## Configure Grafana$/m);
  const op = read('/docs/api/endpoints/list-users.md');
  expect(op).toContain('`GET /api/users`');
  expect(op).toMatch(/^## Example request\n\n```bash\ncurl /m);
});

/** A text without Markdown's marks, list bullets and whitespace, for comparing with the page's text. */
const words = (s: string) =>
  s
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*- /gm, '')
    .replace(/[*`|#\s]/g, '');

test('the client setup steps of a twin say what the page says', () => {
  for (const route of sitemap.filter(r => r.startsWith('/docs/client-examples/'))) {
    const html = pages.get(route) as string;
    const section = find(parse(html), e => e.name === 'section' && /\bpocket-id-setup\b/.test(e.attribs.class ?? ''));
    const list = section ? find(section, byName('ol')) : null;
    const steps = list ? findAll(list, e => e.name === 'li' && e.parent === list).map(li => words(text(li))) : [];
    // Every guide has at least: sign in, name, callbacks, client type, save, groups.
    expect([route, steps.length >= 6]).toEqual([route, true]);
    const twin = words(read(markdownTwinPath(route)));
    for (const step of steps) expect([route, twin.includes(step)]).toEqual([route, true]);
  }
});

test("twins' links to the site's own pages and headings resolve in the built site", () => {
  const ownLink = new RegExp(`\\]\\(${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/[^)#\\s]*)(?:#([^)\\s]+))?\\)`, 'g');
  const broken: string[] = [];
  let checked = 0;
  for (const route of sitemap) {
    for (const [, target, anchor] of read(markdownTwinPath(route)).matchAll(ownLink)) {
      if (/\.[a-z0-9]+$/i.test(target)) continue; // files (twins, images), not pages
      checked += 1;
      const html = pages.get(target.replace(/\/$/, '') || '/') ?? pages.get(target);
      if (!html || (anchor && !html.includes(`id="${anchor}"`))) broken.push(`${route}: ${target}${anchor ? `#${anchor}` : ''}`);
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(broken).toEqual([]);
});

test('llms.txt lists exactly the sitemap, each page by its twin, in llmstxt.org form', () => {
  const llms = read('/llms.txt');
  expect(llms).toMatch(/^# Pocket ID\n\n> \S/);
  const listed = Array.from(llms.matchAll(/^- \[[^\n]*?\]\(([^)\s]+)\)/gm), m => m[1]);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(sitemap.map(route => `${site}${markdownTwinPath(route)}`).sort());
});

test('llms-full.txt holds every doc and guide in full and the API operations as links', () => {
  const full = read('/llms-full.txt');
  const docs = sitemap.filter(r => !r.startsWith('/docs/api'));
  for (const route of docs) {
    const title = /^# (.*)$/m.exec(read(markdownTwinPath(route)))![1];
    expect([route, full.includes(`\n## ${title}\n`)]).toEqual([route, true]);
  }
  expect(full).toContain(`(${site}/docs/api/endpoints/list-users.md)`);
  expect(full).not.toContain('## Example request');
  expect(fs.statSync(path.join(PUBLIC_DIR, 'llms-full.txt')).size).toBeLessThan(2 * 1024 * 1024);
});

/** Width and height from a PNG's IHDR chunk, or null when the bytes are no PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = fs.readFileSync(file);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.each(sitemap.map(route => [route]))('%s has an og:image that is a PNG of the declared size', route => {
  const html = pages.get(route) ?? fs.readFileSync(htmlFileFor(route), 'utf8');
  const image = metaOf(html, 'og:image');
  expect(image).toMatch(new RegExp(`^${site}/og/.+\\.png$`));
  expect(metaOf(html, 'twitter:image')).toBe(image);
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  const file = path.join(PUBLIC_DIR, image!.slice(site.length));
  expect(fs.existsSync(file)).toBe(true);
  expect(pngSize(file)).toEqual({ width: Number(metaOf(html, 'og:image:width')), height: Number(metaOf(html, 'og:image:height')) });
});

test('doc, guide and API pages carry the Copy page as Markdown button and the link to the twin', () => {
  for (const route of ['/docs/setup/installation', '/docs/client-examples/grafana', '/docs/api/endpoints/list-users']) {
    const doc = parse(pages.get(route) as string);
    const box = find(doc, e => /\bcopy-page-markdown\b/.test(e.attribs.class ?? ''));
    expect(box && text(find(box, byName('button')))).toBe('Copy page as Markdown');
    expect(box && find(box, byName('a'))?.attribs.href).toBe(markdownTwinPath(route));
    expect(box && find(box, e => e.attribs.role === 'status')).not.toBeNull();
  }
});

describe('_headers and _redirects against deploy/nginx.conf, for every built file', () => {
  const rules = parseNginxConf(fs.readFileSync(NGINX_CONF, 'utf8'));
  const files = sitePaths(PUBLIC_DIR).filter(p => p !== '/_headers' && p !== '/_redirects');
  const blocks = parseHeadersFile(read('/_headers'));
  const redirects = parseRedirectsFile(read('/_redirects'));

  test('cache lifetimes and security headers', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const sent = hostHeadersFor(blocks, file);
      const cache = sent['Cache-Control'] ?? DEFAULT_CACHE;
      if (cache !== nginxCacheControl(rules, file)) wrong.push(`${file}: ${cache} (nginx: ${nginxCacheControl(rules, file)})`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (sent[name] !== value) wrong.push(`${file}: ${name} ${sent[name]}`);
    }
    expect(wrong).toEqual([]);
    expect(files.length).toBeGreaterThan(1000);
  });

  test('.html redirects', () => {
    const expected = files
      .filter(f => f.endsWith('.html'))
      .flatMap(f => [f, f.endsWith('/index.html') ? `${f.slice(0, -'/index.html'.length)}.html` : null])
      .filter((f): f is string => f !== null && f !== '.html')
      .map(from => ({ from, to: nginxRedirect(rules, from) }))
      .filter(r => r.to !== null)
      .map(r => ({ ...r, status: 301, force: true }));
    const sort = (list: { from: string }[]) => [...list].sort((a, b) => a.from.localeCompare(b.from));
    expect(sort(redirects)).toEqual(sort(expected));
  });

  test('the 404 page exists where both name it', () => {
    expect(rules.errorPages['404']).toBe('/404.html');
    expect(fs.existsSync(path.join(PUBLIC_DIR, '404.html'))).toBe(true);
  });
});
