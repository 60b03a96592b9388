/**
 * A crawl of the served build (nginx with deploy/nginx.conf): zero broken internal links,
 * anchors or assets. The build only warns about links; this is where they fail.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import siteConfig from '../../src/siteConfig';
import { crawlSite, CrawlResult, createFetcher, pageDataPath } from '../support/crawl';
import { startNginx, NginxServer } from '../support/nginx';
import { markdownTwinPath } from '../../src/twins/markdownTwin';
import { socialCardPath } from '../../src/socialCards/cardPath';

jest.setTimeout(120000);

const siteOrigin = new URL(siteConfig.siteUrl).origin;
const describeProblems = (result: CrawlResult) => result.problems.map(p => `${p.from || '(start)'}: ${p.where} ${p.url}: ${p.problem}`);

describe('the served build', () => {
  let server: NginxServer;
  let crawl: CrawlResult;
  let sitemapPaths: string[];

  beforeAll(async () => {
    server = await startNginx();
    crawl = await crawlSite(server.origin, {
      siteOrigin,
      // The home page, llms.txt, and a missing nested address: the 404 page's own assets must load from there.
      start: [{ path: '/' }, { path: '/llms.txt' }, { path: '/docs/no/such/page', status: 404 }],
    });
    const sitemap = await createFetcher(server.origin)('/sitemap.xml');
    sitemapPaths = Array.from(sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g), m => new URL(m[1]).pathname);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has no broken links, anchors, assets or page data', () => {
    expect(describeProblems(crawl)).toEqual([]);
    expect(crawl.pages.size).toBeGreaterThan(200);
    // Scripts, the stylesheet-free pages' icons, page data and component chunks were all checked.
    const assets = Array.from(crawl.assets.keys());
    expect(assets.some(a => /^\/app-[0-9a-f]+\.js$/.test(a))).toBe(true);
    expect(assets).toContain('/favicon.svg');
    expect(assets.some(a => /^\/component---src-templates-doc-tsx/.test(a))).toBe(true);
  });

  it('reaches every page of the sitemap by links from the home page', () => {
    expect(sitemapPaths.length).toBeGreaterThan(200);
    const reached = new Set(Array.from(crawl.pages.keys(), p => p.split('?')[0].replace(/(.)\/$/, '$1')));
    expect(sitemapPaths.map(p => p.replace(/(.)\/$/, '$1')).filter(p => !reached.has(p))).toEqual([]);
  });

  it('follows every page to its Markdown twin and its social card, and llms.txt to every twin', () => {
    const twins = sitemapPaths.map(markdownTwinPath);
    expect(twins.filter(t => !crawl.markdown.has(t))).toEqual([]);
    expect(crawl.markdown.has('/llms.txt')).toBe(true);
    expect(crawl.markdown.has('/llms-full.txt')).toBe(true);
    const cardOf = (p: string) => crawl.cards.get(p) ?? crawl.cards.get(`${p}/`);
    expect(sitemapPaths.filter(p => !cardOf(p) || crawl.assets.get(cardOf(p)!) !== 200)).toEqual([]);
    // Every page has its own card but API operations, which share the card of their tag's page.
    const operations = new Set(Array.from(crawl.components).flatMap(([p, chunk]) => (chunk === 'component---src-templates-api-operation-tsx' ? [p] : [])));
    expect(operations.size).toBeGreaterThan(100);
    expect(sitemapPaths.filter(p => !operations.has(p) && cardOf(p) !== socialCardPath(p))).toEqual([]);
    const tagCards = new Set(sitemapPaths.filter(p => /^\/docs\/api\/endpoints\/[^/]+$/.test(p) && !operations.has(p)).map(socialCardPath));
    expect(Array.from(operations).filter(p => !tagCards.has(cardOf(p)!))).toEqual([]);
  });

  it('links pages directly, not through redirects', () => {
    expect(crawl.redirectedLinks).toEqual([]);
  });

  it('serves every chunk of the build, including lazy ones such as search', async () => {
    const get = createFetcher(server.origin);
    const chunkMap = JSON.parse((await get('/chunk-map.json')).body) as Record<string, string[]>;
    expect(Object.keys(chunkMap)).toContain('search');
    const failures: string[] = [];
    for (const files of Object.values(chunkMap)) {
      for (const file of files) {
        const reply = await get(file);
        if (reply.status !== 200) failures.push(`${file}: HTTP ${reply.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the crawler', () => {
  // A tiny broken site proves each kind of problem is reported.
  let root: string;
  let server: NginxServer;
  let crawl: CrawlResult;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-crawl-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    const page = (body: string, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
    write(
      'index.html',
      page(
        '<a href="/ok.md">twin</a> <a href="/ok#here">ok</a> <a href="/ok#missing">bad anchor</a> <a href="/gone">gone</a> <a href="https://example.com/x">out</a> <a href="https://pocket-id.org/ok">canonical</a>',
        '<script src="/missing.js"></script><link rel="icon" href="/icon.svg">',
      ),
    );
    write('ok/index.html', page('<h2 id="here">Here</h2><img src="/img/none.png" alt="">'));
    write('ok.md', '# Ok\n\n[Here](https://pocket-id.org/ok#here), [lost](/lost) and [no anchor](/ok#nope).\n\n```bash\ncurl [x](/in-code)\n```\n');
    write('404.html', page('<p>Not found</p>'));
    write('icon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('chunk-map.json', JSON.stringify({ 'component---index': ['/component-index.js'] }));
    write('component-index.js', '');
    write('page-data/index/page-data.json', JSON.stringify({ componentChunkName: 'component---index', staticQueryHashes: ['123'] }));
    server = await startNginx(root);
    crawl = await crawlSite(server.origin, { siteOrigin: 'https://pocket-id.org', start: [{ path: '/' }] });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reports missing pages, anchors, assets and page data, and counts outside links', () => {
    const problems = describeProblems(crawl);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/: <a href> \/ok#missing: no element with id "missing" on \/ok/),
        expect.stringMatching(/^\/: <a href> \/gone: HTTP 404$/),
        expect.stringMatching(/^\/: <script src> \/missing\.js: HTTP 404$/),
        expect.stringMatching(/^\/ok: <img src> \/img\/none\.png: HTTP 404$/),
        expect.stringMatching(/^\/ok: page data \/page-data\/ok\/page-data\.json: HTTP 404$/),
        expect.stringMatching(/^\/: static query data \/page-data\/sq\/d\/123\.json: HTTP 404$/),
        expect.stringMatching(/^\/ok\.md: Markdown link \/lost: HTTP 404$/),
        expect.stringMatching(/^\/ok\.md: Markdown link \/ok#nope: no element with id "nope" on \/ok/),
      ]),
    );
    expect(problems.some(p => p.includes('/ok#here'))).toBe(false);
    expect(problems.some(p => p.includes('icon.svg'))).toBe(false);
    expect(problems).toHaveLength(8);
    expect(crawl.markdown.has('/ok.md')).toBe(true);
    expect(Array.from(crawl.external)).toEqual(['https://example.com/x']);
  });

  it('maps the page-data path of a route like Gatsby does', () => {
    expect(pageDataPath('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataPath('/docs/introduction/')).toBe('/page-data/docs/introduction/page-data.json');
    expect(pageDataPath('/docs/index.html')).toBe('/page-data/docs/page-data.json');
  });
});
