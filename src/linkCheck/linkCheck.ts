/**
 * Finds broken internal links and anchors in built HTML. Pure: callers hand in each
 * page's links and ids (summarised from its HTML) and get warnings back; the build only
 * warns, never fails.
 */
import type { HtmlReader } from '../lib/htmlStream';
import { referenceReader } from './pageReferences';

interface LinkProblem {
  source: string;
  target: string;
  kind: 'page' | 'anchor';
}

/** What the check needs of a page: where its links lead, and the ids a link may land on. */
export interface PageLinks {
  links: string[];
  ids: Set<string>;
}

interface LinkSummaryReader extends HtmlReader {
  summary(): PageLinks;
}

/**
 * A reader of a page's distinct links and its ids, kept as strings of their own: a
 * substring of the page would keep the whole page's HTML alive, and the build summarises
 * a thousand pages.
 */
export function linkSummaryReader(): LinkSummaryReader {
  const reader = referenceReader();
  const own = (values: Iterable<string>) => {
    const joined = Array.from(new Set(values)).join('\n');
    return joined ? joined.split('\n') : [];
  };
  return {
    ...reader,
    summary() {
      const { links, ids } = reader.result();
      return { links: own(links.map(link => link.url)), ids: new Set(own(ids)) };
    },
  };
}

function normalise(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname;
}

/**
 * @param pages route -> links and ids of every built page
 * @param prefix path prefix the links were built with ('' for none)
 * @param ignore hrefs (after the prefix) that are not pages, e.g. static files
 */
export function findBrokenLinks(pages: Map<string, PageLinks>, prefix = '', isAsset: (path: string) => boolean = () => false): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const routes = new Map<string, string>();
  for (const route of pages.keys()) routes.set(normalise(route), route);
  const idsOf = (route: string) => pages.get(route)?.ids ?? new Set<string>();

  for (const [source, { links }] of pages) {
    for (const href of new Set(links)) {
      if (!href || /^(https?:|mailto:|tel:|data:|javascript:|\/\/)/i.test(href)) continue;
      const [pathAndQuery, hash = ''] = href.split('#');
      const pathOnly = pathAndQuery.split('?')[0];
      let targetRoute: string;
      if (pathOnly === '') targetRoute = source;
      else if (pathOnly.startsWith('/')) {
        const unprefixed = prefix && pathOnly.startsWith(prefix) ? pathOnly.slice(prefix.length) || '/' : pathOnly;
        if (isAsset(unprefixed)) continue;
        const found = routes.get(normalise(unprefixed));
        if (!found) {
          problems.push({ source, target: href, kind: 'page' });
          continue;
        }
        targetRoute = found;
      } else continue; // relative links are not used by the site's own components
      if (hash && !idsOf(targetRoute).has(decodeURIComponent(hash))) {
        problems.push({ source, target: href, kind: 'anchor' });
      }
    }
  }
  return problems;
}

/** Routes created more than once, with their sources. */
export function findDuplicateRoutes(entries: { route: string; source: string }[]): { route: string; sources: string[] }[] {
  const seen = new Map<string, string[]>();
  for (const { route, source } of entries) seen.set(route, [...(seen.get(route) ?? []), source]);
  return [...seen].filter(([, sources]) => sources.length > 1).map(([route, sources]) => ({ route, sources }));
}
