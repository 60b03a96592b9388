import { globalHistory } from '@gatsbyjs/reach-router';
import { stripHtmlSuffix } from '../lib/paths';

/**
 * `/docs/introduction.html` and `/docs/introduction/index.html` show the page without the
 * suffix. Runs before Gatsby resolves the first page; returns true when the address
 * changed (the served HTML is then the 404 page, so React must render, not hydrate).
 */
export function normaliseHtmlSuffix(prefix: string): boolean {
  const { pathname, search, hash } = window.location;
  const local = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
  const stripped = stripHtmlSuffix(local);
  if (stripped === local) return false;
  // Through the router's history, not `history.replaceState` alone: the router read the
  // address when its module loaded and would otherwise still route to the `.html` path
  // (no page there, so nothing rendered). The router resets its transition flag on mount.
  void globalHistory.navigate(`${prefix}${stripped}${search}${hash}`, { replace: true, state: window.history.state });
  return true;
}
