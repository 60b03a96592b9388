/**
 * Crawls a served build over HTTP the way a browser and a link checker would: every page
 * reachable from the start pages, every asset those pages load, every anchor a link
 * lands on, and the page data Gatsby fetches when it navigates to a page. Markdown files
 * (the pages' twins, llms.txt) are followed too, through their Markdown links. Links to the
 * production origin (canonical URLs, the sitemap) are checked against the local server;
 * other origins are only counted (the machine is offline).
 */
import { pageReferences, type Reference } from './pageReferences';

export interface Fetched {
  /** Path (and query) after following same-origin redirects. */
  path: string;
  status: number;
  contentType: string;
  body: string;
  /** Redirects followed, as "from -> to". */
  redirects: string[];
}

export interface CrawlProblem {
  /** Page the reference is on ('' for a start page). */
  from: string;
  url: string;
  where: string;
  problem: string;
}

export interface CrawlResult {
  /** Final path -> ids of every HTML page crawled. */
  pages: Map<string, Set<string>>;
  /** Asset path -> HTTP status. */
  assets: Map<string, number>;
  problems: CrawlProblem[];
  /** Links to other origins (not fetched). */
  external: Set<string>;
  /** Internal links that only arrive through a redirect: "page: href -> final". */
  redirectedLinks: string[];
  /** Paths of the Markdown files crawled (twins, llms.txt). */
  markdown: Set<string>;
  /** Page path -> the path of the social card its og:image names. */
  cards: Map<string, string>;
  /** Page path -> the page component chunk its page data names (which template built it). */
  components: Map<string, string>;
}

export interface CrawlOptions {
  /** Origin of the production site (e.g. https://pocket-id.org); its URLs are mapped to `origin`. */
  siteOrigin: string;
  /** Paths to start from with the status each must answer with (200 unless said). */
  start: { path: string; status?: number }[];
  concurrency?: number;
}

const isHtml = (type: string) => /text\/html/i.test(type);
/** Markdown twins, and llms.txt / llms-full.txt, which are Markdown served as plain text. */
const isMarkdown = (type: string, path: string) => /text\/markdown/i.test(type) || (/text\/plain/i.test(type) && /\/llms(-full)?\.txt$/.test(path));

/** Targets of the inline links `[text](url)` of a Markdown text; code is skipped. */
export function markdownLinks(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`+[^`\n]*`+/g, '');
  return Array.from(prose.matchAll(/\[(?:\\.|[^\]\\\n])*\]\(([^)\s]+)\)/g), m => m[1]);
}

/** Where Gatsby keeps a page's data: /page-data/<path or "index">/page-data.json. */
export function pageDataPath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '/').replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed || 'index'}/page-data.json`;
}

export function createFetcher(origin: string) {
  const cache = new Map<string, Promise<Fetched>>();
  const fetchOnce = async (path: string): Promise<Fetched> => {
    const redirects: string[] = [];
    let current = path;
    for (let hop = 0; hop <= 5; hop++) {
      const response = await fetch(origin + current, { redirect: 'manual', headers: { 'Accept-Encoding': 'gzip' } });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, origin + current);
        if (next.origin !== origin)
          return { path: current, status: response.status, contentType: '', body: '', redirects: [...redirects, `${current} -> ${next.href} (other origin)`] };
        redirects.push(`${current} -> ${next.pathname}${next.search}`);
        current = next.pathname + next.search;
        await response.arrayBuffer();
        continue;
      }
      const contentType = response.headers.get('content-type') ?? '';
      const body = isHtml(contentType) || /json|xml|text\/plain|text\/markdown/.test(contentType) ? await response.text() : (await response.arrayBuffer(), '');
      return { path: current, status: response.status, contentType, body, redirects };
    }
    return { path: current, status: 0, contentType: '', body: '', redirects: [...redirects, 'too many redirects'] };
  };
  return (path: string): Promise<Fetched> => {
    let pending = cache.get(path);
    if (!pending) cache.set(path, (pending = fetchOnce(path)));
    return pending;
  };
}

/** Runs `worker` over a growing queue with at most `limit` at a time. */
async function drain<T>(queue: T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let active = 0;
  let failure: unknown = null;
  await new Promise<void>(resolve => {
    const pump = () => {
      if (failure) return;
      while (active < limit && queue.length > 0) {
        const item = queue.shift()!;
        active += 1;
        worker(item)
          .catch(error => {
            failure = error;
          })
          .finally(() => {
            active -= 1;
            if (failure || (active === 0 && queue.length === 0)) resolve();
            else pump();
          });
      }
      if (active === 0 && queue.length === 0) resolve();
    };
    pump();
  });
  if (failure) throw failure;
}

export async function crawlSite(origin: string, options: CrawlOptions): Promise<CrawlResult> {
  const get = createFetcher(origin);
  const result: CrawlResult = {
    pages: new Map(),
    assets: new Map(),
    problems: [],
    external: new Set(),
    redirectedLinks: [],
    markdown: new Set(),
    cards: new Map(),
    components: new Map(),
  };
  const seenPages = new Set<string>();
  const anchors: { from: string; url: string; where: string; target: string; id: string }[] = [];
  const assetChecks = new Map<string, { from: string; where: string }>();
  const queue: { path: string; from: string; where: string; url: string; status: number }[] = [];

  /** Local path of a URL, or null for another origin. */
  const local = (url: string, base: string): URL | null => {
    const resolved = new URL(url, origin + base);
    if (resolved.origin === origin) return resolved;
    if (resolved.origin === options.siteOrigin) return new URL(resolved.pathname + resolved.search + resolved.hash, origin);
    result.external.add(resolved.href);
    return null;
  };

  const enqueue = (path: string, from: string, where: string, url: string, status = 200) => {
    if (seenPages.has(path)) return;
    seenPages.add(path);
    queue.push({ path, from, where, url, status });
  };

  const checkPageData = async (pathname: string) => {
    const dataPath = pageDataPath(pathname);
    const data = await get(dataPath);
    if (data.status !== 200) {
      result.problems.push({ from: pathname, url: dataPath, where: 'page data', problem: `HTTP ${data.status}` });
      return;
    }
    const parsed = JSON.parse(data.body) as { staticQueryHashes?: string[]; componentChunkName?: string };
    for (const hash of parsed.staticQueryHashes ?? []) assetChecks.set(`/page-data/sq/d/${hash}.json`, { from: pathname, where: 'static query data' });
    if (parsed.componentChunkName) {
      result.components.set(pathname, parsed.componentChunkName);
      assetChecks.set(`chunk:${parsed.componentChunkName}`, { from: pathname, where: 'page component chunk' });
    }
  };

  const visit = async ({ path, from, where, url, status: expected }: (typeof queue)[number]) => {
    const page = await get(path);
    if (page.status !== expected) {
      result.problems.push({ from, url, where, problem: `HTTP ${page.status}${expected !== 200 ? ` (expected ${expected})` : ''}` });
      if (page.status !== 200) return;
    }
    if (from && page.redirects.length > 0) result.redirectedLinks.push(`${from}: ${url} -> ${page.path}`);
    if (isMarkdown(page.contentType, page.path)) {
      result.markdown.add(page.path);
      for (const link of markdownLinks(page.body)) handle({ kind: 'page', url: link, where: 'Markdown link' }, page.path);
      return;
    }
    if (!isHtml(page.contentType)) return;
    if (result.pages.has(page.path)) return;
    const { references, ids } = pageReferences(page.body);
    result.pages.set(page.path, ids);
    const card = references.find(r => r.where === '<meta og:image>');
    const cardTarget = card && local(card.url, page.path);
    if (cardTarget) result.cards.set(page.path, cardTarget.pathname);
    if (expected === 200) await checkPageData(new URL(page.path, origin).pathname);
    for (const reference of references) handle(reference, page.path);
  };

  const handle = (reference: Reference, pagePath: string) => {
    const target = local(reference.url, pagePath);
    if (!target) return;
    const path = target.pathname + target.search;
    if (reference.kind === 'asset') {
      if (!assetChecks.has(path)) assetChecks.set(path, { from: pagePath, where: reference.where });
      return;
    }
    const id = decodeURIComponent(target.hash.slice(1));
    if (id) anchors.push({ from: pagePath, url: reference.url, where: reference.where, target: path, id });
    enqueue(path, pagePath, reference.where, reference.url);
  };

  for (const { path, status } of options.start) enqueue(path, '', 'start page', path, status ?? 200);
  await drain(queue, options.concurrency ?? 8, visit);

  // Anchors: the id must exist on the page the link finally arrives at.
  for (const anchor of anchors) {
    const fetched = await get(anchor.target);
    const ids = result.pages.get(fetched.path);
    if (ids && !ids.has(anchor.id))
      result.problems.push({ from: anchor.from, url: anchor.url, where: anchor.where, problem: `no element with id "${anchor.id}" on ${fetched.path}` });
  }

  // Assets, including the chunks of the page components the page data names.
  const chunkMap = JSON.parse((await get('/chunk-map.json')).body || '{}') as Record<string, string[]>;
  const assets = Array.from(assetChecks.entries());
  await drain(assets, options.concurrency ?? 8, async ([path, { from, where }]) => {
    if (path.startsWith('chunk:')) {
      const files = chunkMap[path.slice('chunk:'.length)];
      if (!files) result.problems.push({ from, url: path.slice(6), where, problem: 'not in chunk-map.json' });
      for (const file of files ?? []) await checkAsset(file, from, where);
      return;
    }
    await checkAsset(path, from, where);
  });

  async function checkAsset(path: string, from: string, where: string) {
    const fetched = await get(path);
    result.assets.set(path, fetched.status);
    if (fetched.status !== 200) result.problems.push({ from, url: path, where, problem: `HTTP ${fetched.status}` });
    else if (isHtml(fetched.contentType) && !/\.html?$/.test(path)) result.problems.push({ from, url: path, where, problem: 'answered with an HTML page' });
  }

  return result;
}
