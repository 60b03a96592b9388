/**
 * A page's table of contents lists its body's headings: every h2 and h3 with an id in the
 * article, with their text, ids, order and depth. Every page reads its TOC from its rendered
 * body (src/lib/htmlHeadings.ts, `toc` in src/gatsby/bodies/pageBodies.tsx); this holds that to what
 * the reader sees. The headings are read here with the tests' own tree, independently of
 * htmlHeadings.
 */
import fs from 'fs';
import path from 'path';
import { PUBLIC_DIR } from '../support/paths';
import { builtPages, byName, find, findAll, isRedirectStub, parse, type Element, type Node } from '../support/html';

interface Entry {
  depth: number;
  value: string;
  id: string;
}

const pages = [...builtPages()].filter(([, html]) => !isRedirectStub(html));

/** Text as a reader hears it: aria-hidden parts (MDX headings' `#` anchors) left out, white space collapsed. */
const spoken = (node: Node): string => (node.type === 'text' ? node.data : node.attribs['aria-hidden'] === 'true' ? '' : node.children.map(spoken).join(''));
const clean = (node: Node) => spoken(node).replace(/\s+/g, ' ').trim();

const inside = (el: Element, test: (ancestor: Element) => boolean) => {
  for (let at = el.parent; at; at = at.parent) if (test(at)) return true;
  return false;
};

/**
 * A page whose frontmatter sets `toc_groups` (an index such as the error-message index) lists
 * its h2 groups only, each with the number of h3 entries under it; its context's h2 carry that count.
 */
const listsGroups = (route: string) => (pageData(route).result.pageContext.headings ?? []).some(h => h.count !== undefined);

/** The body's h2 alone, each with the number of h3 before the next h2, as such a page's list shows them. */
function groupsOf(headings: Entry[]): Entry[] {
  const groups: Entry[] = [];
  for (const heading of headings) {
    if (heading.depth === 2) groups.push({ ...heading, value: `${heading.value} ${0} entries` });
    else if (groups.length > 0) {
      const last = groups[groups.length - 1];
      const count = Number(/ (\d+) entries$/.exec(last.value)![1]) + 1;
      last.value = last.value.replace(/ \d+ entries$/, ` ${count} entries`);
    }
  }
  return groups;
}

/** The h2 and h3 with an id in the page's article, outside its contents lists. */
function bodyHeadings(article: Element): Entry[] {
  return findAll(article, el => /^h[23]$/.test(el.name) && Boolean(el.attribs.id))
    .filter(el => !inside(el, a => a.name === 'nav'))
    .map(el => ({ depth: Number(el.name[1]), value: clean(el), id: el.attribs.id }));
}

/** A rendered contents list's entries. */
const tocEntries = (nav: Element): Entry[] =>
  findAll(nav, byName('li')).map(li => {
    const link = find(li, byName('a'));
    return { depth: Number(li.attribs['data-depth']), value: clean(link!), id: (link?.attribs.href ?? '').replace(/^#/, '') };
  });

const articles = pages.flatMap(([route, html]) => {
  const article = find(parse(html), byName('article'));
  return article ? [{ route, html, article }] : [];
});

const pageData = (route: string) =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', route === '/' ? 'index' : route.replace(/^\/|\/$/g, ''), 'page-data.json'), 'utf8')) as {
    componentChunkName: string;
    result: { pageContext: { headings?: (Entry & { count?: number })[] } };
  };
const isApiOperation = (route: string) => pageData(route).componentChunkName === 'component---src-templates-api-operation-tsx';

test('every page type with a body is checked', () => {
  expect(articles.length).toBeGreaterThan(200);
  for (const route of [
    '/docs/setup/installation',
    '/docs/client-examples',
    '/docs/client-examples/immich',
    '/docs/api-documentation',
    '/docs/api/endpoints/users',
  ])
    expect(articles.map(a => a.route)).toContain(route);
  expect(articles.filter(a => isApiOperation(a.route)).length).toBeGreaterThan(100);
});

test("each contents list (the column and the inline one) lists exactly the body's headings", () => {
  const wrong: unknown[] = [];
  let withToc = 0;
  for (const { route, html, article } of articles) {
    const headings = bodyHeadings(article);
    const navs = findAll(parse(html), el => el.name === 'nav' && (el.attribs.class ?? '').split(' ').includes('toc'));
    // DocPage shows no list for fewer than two headings, and an API operation (an article
    // with a layout of its own) has no column, only the inline list.
    const listed = listsGroups(route) ? groupsOf(headings) : headings;
    const lists = isApiOperation(route) ? [listed] : [listed, listed];
    const expected = headings.length >= 2 ? lists : [];
    const shown = navs.map(tocEntries);
    if (shown.length) withToc++;
    if (JSON.stringify(shown) !== JSON.stringify(expected)) wrong.push({ route, shown: shown[0] ?? [], body: headings });
  }
  expect(wrong).toEqual([]);
  expect(withToc).toBeGreaterThan(150);
});

test("the headings a page's context carries for its TOC are its body's", () => {
  const wrong: unknown[] = [];
  const without: string[] = [];
  for (const { route, article } of articles) {
    const context = pageData(route).result.pageContext;
    if (!context.headings) {
      without.push(route);
      continue;
    }
    // Fields in one order on both sides, so the comparison is of values.
    const carried = context.headings.filter(h => h.depth >= 2 && h.depth <= 3).map(({ depth, value, id, count }) => ({ depth, value, id, count }));
    const body = (
      listsGroups(route)
        ? groupsOf(bodyHeadings(article)).map(group => ({
            ...group,
            value: group.value.replace(/ \d+ entries$/, ''),
            count: Number(/(\d+) entries$/.exec(group.value)![1]),
          }))
        : bodyHeadings(article)
    ).map(({ depth, value, id, count }: Entry & { count?: number }) => ({ depth, value, id, count }));
    if (JSON.stringify(carried) !== JSON.stringify(body)) wrong.push({ route, carried, body });
  }
  expect(wrong).toEqual([]);
  // Every page with an article (docs, guides, API pages, both indexes) carries its TOC in its context.
  expect(without).toEqual([]);
});

test('a page that lists its groups is checked too', () => {
  expect(articles.filter(a => listsGroups(a.route)).map(a => a.route)).toContain('/docs/troubleshooting/error-messages');
});
