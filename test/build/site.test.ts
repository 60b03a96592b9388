/**
 * Checks over the production build in public/ (run `npm run build` first; `npm test` does).
 */
import fs from 'fs';
import path from 'path';
import siteConfig from '../../src/siteConfig';
import { PUBLIC_DIR, ROOT } from '../support/paths';
import { contentPages, frontmatterOf, routeTable } from '../support/content';
import { builtPages, byName, find, findAll, firstFocusable, htmlFileFor, isRedirectStub, parse, text } from '../support/html';

const pages = builtPages();
const content = contentPages();
const published = content.filter(p => !p.draft);
const drafts = content.filter(p => p.draft);
const realPages = [...pages].filter(([route, html]) => !isRedirectStub(html) && route !== '/404');
const titleOf = (html: string) => text(find(find(parse(html), byName('head')) ?? parse(''), byName('title'))).trim();

test('the build exists', () => {
  expect(fs.existsSync(path.join(PUBLIC_DIR, 'index.html'))).toBe(true);
  expect(pages.size).toBeGreaterThan(50);
});

test('the route table has the fixed pages, every doc and every client example', () => {
  const table = routeTable();
  expect(table).toEqual(expect.arrayContaining(['/', '/docs/', '/docs/introduction']));
  expect(published.filter(p => p.kind === 'doc').length).toBeGreaterThan(15);
  expect(published.filter(p => p.kind === 'client-example').length).toBeGreaterThan(40);
  const missing = table.filter(route => !fs.existsSync(htmlFileFor(route)));
  expect(missing).toEqual([]);
});

test('page titles follow "Page | Pocket ID" (home: "Pocket ID")', () => {
  expect(titleOf(pages.get('/') as string)).toBe('Pocket ID');
  expect(titleOf(pages.get('/docs/') as string)).toBe('Documentation | Pocket ID');
  for (const page of published) {
    // Client guides are titled "<App> with Pocket ID" so search results say what they are.
    const expected = page.kind === 'client-example' ? `${page.title} with Pocket ID | Pocket ID` : `${page.title} | Pocket ID`;
    expect([page.route, titleOf(fs.readFileSync(htmlFileFor(page.route), 'utf8'))]).toEqual([page.route, expected]);
  }
  const wrong = [...pages].filter(([route, html]) => route !== '/' && !/^\S.* \| Pocket ID$/.test(titleOf(html))).map(([route]) => route);
  expect(wrong).toEqual([]);
  expect(titleOf(fs.readFileSync(path.join(PUBLIC_DIR, '404.html'), 'utf8'))).toBe('Page not found | Pocket ID');
});

test('every page is <html lang="en">', () => {
  const wrong = [...pages].filter(([, html]) => !/^<!DOCTYPE html><html lang="en"[\s>]/i.test(html)).map(([route]) => route);
  expect(wrong).toEqual([]);
});

test('every page has a description and a canonical URL', () => {
  const problems: string[] = [];
  for (const [route, html] of realPages) {
    const doc = parse(html);
    const head = find(doc, byName('head')) ?? doc;
    const description = find(head, byName('meta', { name: 'description' }))?.attribs.content ?? '';
    const canonical = findAll(head, byName('link', { rel: 'canonical' }));
    if (description.trim().length < 10) problems.push(`${route}: description "${description}"`);
    if (canonical.length !== 1 || canonical[0].attribs.href !== `${siteConfig.siteUrl}${route}`) {
      problems.push(`${route}: canonical ${canonical.map(c => c.attribs.href).join(', ') || 'missing'}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the docs index, the API overview and the client-examples index have the lead under their title as their meta description', () => {
  for (const route of ['/docs/', '/docs/api-documentation', '/docs/client-examples']) {
    const doc = parse(pages.get(route) as string);
    const head = find(doc, byName('head')) ?? doc;
    const lead = text(find(doc, el => el.name === 'p' && el.attribs['data-page-frame'] === 'summary')).trim();
    expect(lead.length).toBeGreaterThan(40);
    expect([route, find(head, byName('meta', { name: 'description' }))?.attribs.content]).toEqual([route, lead]);
    expect([route, find(head, byName('meta', { property: 'og:description' }))?.attribs.content]).toEqual([route, lead]);
  }
});

describe('sitemap and robots', () => {
  const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => m[1]);

  test('sitemap.xml lists exactly the production pages', () => {
    expect(new Set(listed).size).toBe(listed.length);
    const expected = realPages.map(([route]) => `${siteConfig.siteUrl}${route}`).sort();
    expect([...listed].sort()).toEqual(expected);
    for (const route of routeTable()) expect(listed).toContain(`${siteConfig.siteUrl}${route}`);
  });

  test('no drafts, redirect stubs or 404 in the sitemap', () => {
    const stubs = [...pages].filter(([, html]) => isRedirectStub(html)).map(([route]) => route);
    expect(stubs.length).toBeGreaterThan(0); // lower-case aliases of oCIS and Talos
    for (const route of [...stubs, ...drafts.map(d => d.route), '/404', '/404.html']) {
      expect(listed).not.toContain(`${siteConfig.siteUrl}${route}`);
    }
  });

  test('robots.txt allows everything and names the sitemap', () => {
    const robots = fs.readFileSync(path.join(PUBLIC_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \S/m);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
    expect(sitemapUrl.startsWith(`${siteConfig.siteUrl}/sitemap`)).toBe(true);
    expect(fs.existsSync(path.join(PUBLIC_DIR, sitemapUrl.slice(siteConfig.siteUrl.length)))).toBe(true);
  });
});

test('404.html exists with links home and to the docs', () => {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, '404.html'), 'utf8');
  const doc = parse(html);
  expect(text(find(doc, byName('h1')))).toBe('Page not found');
  const main = find(doc, byName('main')) ?? doc;
  const hrefs = findAll(main, byName('a')).map(a => a.attribs.href);
  expect(hrefs).toEqual(expect.arrayContaining(['/', '/docs/']));
  expect(find(doc, byName('meta', { name: 'robots' }))?.attribs.content).toBe('noindex');
});

describe('drafts', () => {
  test('content has at least one draft (content/docs/helping-out/draft-example.mdx)', () => {
    expect(drafts.map(d => d.sourcePath)).toContain('content/docs/helping-out/draft-example.mdx');
  });

  test('drafts have no HTML, no page data and no sidebar entry', () => {
    const sidebarData = fs
      .readdirSync(path.join(PUBLIC_DIR, 'page-data', 'sq', 'd'))
      .map(file => fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', 'sq', 'd', file), 'utf8'))
      .join('\n');
    expect(sidebarData).toContain('"/docs/introduction"'); // the sidebar static query is where we look
    for (const draft of drafts) {
      expect(fs.existsSync(htmlFileFor(draft.route))).toBe(false);
      expect(fs.existsSync(path.join(PUBLIC_DIR, 'page-data', draft.route, 'page-data.json'))).toBe(false);
      expect(sidebarData).not.toContain(`"${draft.route}"`);
      const linking = [...pages].filter(([, html]) => html.includes(`href="${draft.route}"`)).map(([route]) => route);
      expect(linking).toEqual([]);
    }
  });
});

test('the first focusable element of every page is the skip link to #main-content', () => {
  const problems: string[] = [];
  for (const [route, html] of [...pages, ['/404.html', fs.readFileSync(path.join(PUBLIC_DIR, '404.html'), 'utf8')] as [string, string]]) {
    const doc = parse(html);
    const first = firstFocusable(doc);
    if (!first || first.attribs.href !== '#main-content' || text(first).trim() !== 'Skip to main content') {
      problems.push(`${route}: first focusable is <${first?.name} ${JSON.stringify(first?.attribs)}>`);
    } else if (findAll(doc, el => el.attribs.id === 'main-content').length !== 1) problems.push(`${route}: no single #main-content`);
  }
  expect(problems).toEqual([]);
});

test('"Edit this page" links point at <websiteRepositoryUrl>/edit/main/<source file>', () => {
  for (const page of published) {
    const doc = parse(fs.readFileSync(htmlFileFor(page.route), 'utf8'));
    const links = findAll(doc, byName('a')).filter(a => text(a).trim() === 'Edit this page');
    expect([page.route, links.map(a => a.attribs.href)]).toEqual([page.route, [`${siteConfig.websiteRepositoryUrl}/edit/main/${page.sourcePath}`]]);
  }
  expect(siteConfig.websiteRepositoryUrl).toBe('https://github.com/pocket-id/website');
});

test('every client guide links the sources it was checked against and tells the reader to choose allowed groups', () => {
  const problems: string[] = [];
  for (const page of published.filter(p => p.kind === 'client-example')) {
    const doc = parse(pages.get(page.route) ?? '');
    const sources = frontmatterOf(path.join(ROOT, page.sourcePath)).sources as string[];
    const list = find(doc, byName('ul', { 'aria-labelledby': 'sources-checked' }));
    const linked = list ? findAll(list, byName('a')).map(a => a.attribs.href) : [];
    if (!/^Sources checked on \d{4}-\d{2}-\d{2}$/.test(text(find(doc, el => el.attribs?.id === 'sources-checked')).trim())) {
      problems.push(`${page.route}: no "Sources checked on <date>" label`);
    }
    if (JSON.stringify(linked) !== JSON.stringify(sources)) problems.push(`${page.route}: source links ${JSON.stringify(linked)}`);
    const setup = find(doc, el => el.name === 'section' && el.attribs?.class === 'pocket-id-setup');
    const groupsStep = setup ? findAll(setup, byName('li')).find(li => /nobody can sign in/.test(text(li))) : undefined;
    if (!groupsStep || !find(groupsStep, el => el.name === 'a' && /\/docs\/configuration\/allowed-groups\/?$/.test(el.attribs.href ?? ''))) {
      problems.push(`${page.route}: no allowed-groups step linking /docs/configuration/allowed-groups`);
    }
  }
  expect(problems).toEqual([]);
});

test("addresses Pocket ID's admin UI links to lead to their pages (callback URL wildcards)", () => {
  const stub = fs.readFileSync(path.join(PUBLIC_DIR, 'docs/advanced/callback-url-wildcards/index.html'), 'utf8');
  expect(stub).toMatch(/http-equiv="refresh" content="0; url=\/docs\/guides\/callback-url-wildcards"/);
  expect(fs.existsSync(path.join(PUBLIC_DIR, 'docs/guides/callback-url-wildcards/index.html'))).toBe(true);
});
