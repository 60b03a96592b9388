import { navigate } from 'gatsby';
import { stripHtmlSuffix } from '../lib/paths';
import { isProductionBuild } from '../lib/environment';

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
  const route = `${stripped}${search}${hash}`;
  // Develop starts Gatsby's navigation only after this hook, so there the page loads afresh.
  if (!isProductionBuild()) {
    window.location.replace(`${prefix}${route}`);
    return true;
  }
  // Gatsby loads the first page from the address as it stands when this hook returns; its
  // router read the address when its module loaded, and follows Gatsby's public navigate,
  // which adds the prefix itself.
  window.history.replaceState(window.history.state, '', `${prefix}${route}`);
  void navigate(route, { replace: true, state: window.history.state });
  return true;
}
