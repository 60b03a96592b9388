/**
 * Finds broken internal links and anchors in built HTML. Pure: callers hand in the
 * pages (route -> HTML) and get warnings back; the build only warns, never fails.
 */
import { pageIds, pageLinks } from './pageReferences';

export interface LinkProblem {
  source: string;
  target: string;
  kind: 'page' | 'anchor';
}

/** Pages a document links to (<a>, <area>, meta refresh; not <link>), as written. */
export const collectHrefs = pageLinks;

function normalise(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname;
}

/**
 * @param pages route -> HTML of every built page
 * @param prefix path prefix the links were built with ('' for none)
 * @param ignore hrefs (after the prefix) that are not pages, e.g. static files
 */
export function findBrokenLinks(pages: Map<string, string>, prefix = '', isAsset: (path: string) => boolean = () => false): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const idsByRoute = new Map<string, Set<string>>();
  const routes = new Map<string, string>();
  for (const route of pages.keys()) routes.set(normalise(route), route);
  const idsOf = (route: string) => {
    let ids = idsByRoute.get(route);
    if (!ids) {
      ids = pageIds(pages.get(route) ?? '');
      idsByRoute.set(route, ids);
    }
    return ids;
  };

  for (const [source, html] of pages) {
    for (const href of new Set(collectHrefs(html))) {
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
