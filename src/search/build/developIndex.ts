/**
 * Search in `gatsby develop`, made by production's extractor (extract.ts) from the
 * bodies createPages rendered (pageBodies): each page's article is the title, lead, header
 * and body its template shows, rendered by src/gatsby/develop/searchArticle.tsx with the templates'
 * own article (DocArticle), and read exactly as the post-build reads a built page. The
 * dev server answers /search/* (where production's client looks) with an index built on
 * demand, again after createPages ran for a change.
 */
import type { GatsbyNode } from 'gatsby';
import type { BodyHtmlField, BodyKindName } from '../../gatsby/bodies/renderBody';
import { buildIndex, type BuiltIndex } from '../core/buildIndex';
import type { SearchRecord } from '../core/types';
import { extractRecords } from './extract';
import { isIndexedRoute, recordsInRouteOrder, SEARCH_DIR } from './writeIndex';

/** The body kinds whose pages search reads (the home page and the 404 are not searched). */
type SearchedKind = Exclude<BodyKindName, 'home' | 'notFound'>;

/** What a page's article shows: title, lead, and the HTML fields of its body (PAGE_BODIES), which searchArticle.tsx places where the templates show them. */
export type SearchPageParts = { title: string; description?: string | null } & Partial<Record<BodyHtmlField<SearchedKind>, string>>;

/** The article a page's template renders around its parts (the markup the extractor reads), as HTML. */
export type SearchArticle = (route: string, parts: SearchPageParts) => string;

/** The searchable pages of one createPages run (drafts are never added: production has none). */
export class SearchPages {
  readonly pages = new Map<string, SearchPageParts>();
  private readonly article: SearchArticle;

  /** `article` comes from build code (src/gatsby/develop/searchArticle.tsx), which renders the templates' components. */
  constructor(article: SearchArticle) {
    this.article = article;
  }

  add(route: string, parts: SearchPageParts): void {
    this.pages.set(route, parts);
  }

  /** Each page's records, from production's extractor. */
  records(): SearchRecord[] {
    const byRoute = new Map<string, SearchRecord[]>();
    for (const [route, parts] of this.pages) if (isIndexedRoute(route)) byRoute.set(route, extractRecords(route, this.article(route, parts)));
    return recordsInRouteOrder(byRoute);
  }
}

/**
 * The latest createPages run's pages and the index made from them. Process-wide on purpose:
 * createPages (re-run by develop after each change) and the dev server's handler are
 * separate API calls of the same process.
 */
const published: { latest: SearchPages | null; built: { from: SearchPages; index: BuiltIndex } | null } = { latest: null, built: null };

/** The pages of the latest createPages run, for develop's dev server. */
export function publishSearchPages(pages: SearchPages): void {
  published.latest = pages;
}

type Response = {
  status: (code: number) => { send: (body: string) => void };
  type: (t: string) => { set: (k: string, v: string) => { send: (body: string) => void } };
};

export function serveSearchIndex({ app }: Parameters<NonNullable<GatsbyNode['onCreateDevServer']>>[0]): void {
  const base = `/${SEARCH_DIR}/`;
  app.get(`${base}*`, (req: { path: string }, res: Response) => {
    const { latest } = published;
    if (!latest) {
      res.status(503).send('The search index is not ready yet');
      return;
    }
    if (published.built?.from !== latest) published.built = { from: latest, index: buildIndex(latest.records()) };
    const body = published.built.index.files.get(req.path.slice(base.length));
    if (!body) {
      res.status(404).send('Not found');
      return;
    }
    res.type('application/json').set('Cache-Control', 'no-store').send(body);
  });
}
