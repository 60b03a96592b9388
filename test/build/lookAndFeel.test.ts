/**
 * The build's reader features: app logos come from one sprite that exists and holds every
 * symbol a page uses; docs carry breadcrumbs with BreadcrumbList data outside <main>;
 * environment variables have anchors; "Last updated" is a real date.
 */
import fs from 'fs';
import path from 'path';
import { PUBLIC_DIR } from '../support/paths';
import { builtPages, byName, find, findAll, htmlFileFor, parse } from '../support/html';

const pages = builtPages();
const read = (route: string) => fs.readFileSync(htmlFileFor(route), 'utf8');

test('every logo a page uses is a symbol of a sprite in the build', () => {
  const used = new Map<string, Set<string>>();
  for (const [, html] of pages) {
    for (const m of html.matchAll(/<use href="(\/app-logos\.[0-9a-f]+\.svg)#([^"]+)"/g)) {
      if (!used.has(m[1])) used.set(m[1], new Set());
      used.get(m[1])!.add(m[2]);
    }
  }
  expect(used.size).toBe(1);
  for (const [file, ids] of used) {
    const sprite = fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8');
    for (const id of ids) expect(sprite).toContain(`<symbol id="${id}"`);
    expect(ids.size).toBeGreaterThan(20);
  }
  // The home page and the gallery show them; the paths stay out of the HTML.
  for (const route of ['/', '/docs/client-examples', '/docs/client-examples/immich']) {
    expect(read(route)).toMatch(/<use href="\/app-logos\./);
    expect(read(route)).not.toMatch(/<symbol /);
  }
});

test('docs, guides and API pages carry breadcrumbs and one BreadcrumbList, outside <main>', () => {
  for (const route of ['/docs/introduction', '/docs/client-examples/immich', '/docs/api/endpoints/list-users', '/docs/client-examples']) {
    const doc = parse(read(route));
    expect(find(doc, byName('nav', { 'aria-label': 'Breadcrumbs' }))).not.toBeNull();
    const scripts = findAll(doc, byName('script', { type: 'application/ld+json' }));
    expect(scripts).toHaveLength(1);
    const main = find(doc, byName('main'))!;
    expect(findAll(main, byName('script'))).toHaveLength(0);
  }
});

test('each environment variable row has its anchor, once', () => {
  const html = read('/docs/configuration/environment-variables');
  const ids = Array.from(html.matchAll(/<tr id="([A-Z0-9_]+)"/g), m => m[1]);
  expect(ids.length).toBeGreaterThan(90);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(expect.arrayContaining(['APP_URL', 'ENCRYPTION_KEY', 'TRUST_PROXY']));
  expect(html).toContain('<a href="#ENCRYPTION_KEY" class="variable-anchor">');
});

test('"Last updated" dates are ISO dates shown as day, month and year', () => {
  const html = read('/docs/introduction');
  expect(html).toMatch(/Last updated <time dateTime="\d{4}-\d{2}-\d{2}T[^"]+">\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/);
});

test('every YAML and JSON code block is highlighted, the home page quick start included', () => {
  let blocks = 0;
  const plain: string[] = [];
  for (const [route, html] of pages) {
    for (const m of html.matchAll(/<code class="hljs language-(yaml|json)"[^>]*>([\s\S]*?)<\/code>/g)) {
      // Every such block has keys or strings, which the grammars colour; an empty one lost its code.
      blocks++;
      if (!m[2].includes('<span class="hljs-')) plain.push(`${route}: ${m[2].slice(0, 60) || '(empty)'}`);
    }
  }
  expect(plain).toEqual([]);
  expect(blocks).toBeGreaterThan(100);
  expect(read('/')).toMatch(/<code class="hljs language-yaml"[^>]*><span class="line"><span class="hljs-attr">services:<\/span>/);
});
