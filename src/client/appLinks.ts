import { navigate, prefetchPathname } from 'gatsby';
import { navigationProgress } from './progressBar';
import { pathPrefix } from './pathPrefix';

/** The in-app route an anchor leads to, or null where the browser should follow it itself. */
function internalRoute(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const prefix = pathPrefix();
  if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  const path = url.pathname.slice(prefix.length) || '/';
  // Files (Markdown twins, sitemaps, feeds) are not app routes.
  if (/\.[a-z0-9]+$/i.test(path)) return null;
  // A jump within the page is the browser's to make.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return `${path}${url.search}${url.hash}`;
}

const linkOf = (event: Event) => (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;

/**
 * A plain left click on an internal link navigates inside the app (no reload); modified
 * clicks (new tab, download, …) and clicks a component already handled keep their behaviour.
 * The progress bar's 200 ms timer starts here: Gatsby's public route hooks come too late
 * for it (`onPreRouteUpdate` once the next page has loaded, `onRouteUpdateDelayed` after 1 s).
 */
function followInternalLink(event: MouseEvent): void {
  const anchor = linkOf(event);
  if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const route = internalRoute(anchor);
  if (route === null) return;
  event.preventDefault();
  navigationProgress.start();
  void navigate(route);
}

// The route last handed to Gatsby: its queue keeps every call until it runs, and moving
// over a link's children repeats the event.
let lastPrefetched: string | null = null;

/**
 * Pointing at or focusing a link prefetches its page through Gatsby's public
 * `prefetchPathname`, which skips 2g-class and Save-Data connections itself.
 */
function prefetchLinkTarget(event: Event): void {
  const anchor = linkOf(event);
  const route = anchor && internalRoute(anchor)?.replace(/[?#].*$/, '');
  if (!route || route === lastPrefetched) return;
  lastPrefetched = route;
  prefetchPathname(route);
}

/**
 * One delegated handler for every link of the app, whoever rendered it (static islands,
 * the navbar, pager, breadcrumbs, footer, search results): components render plain anchors
 * with the path prefix (withPrefix), never Gatsby's <Link>, whose hover loads page data on
 * any connection through a private loader call.
 */
export function handleAppLinks(): void {
  document.addEventListener('click', followInternalLink);
  document.addEventListener('mouseover', prefetchLinkTarget);
  document.addEventListener('focusin', prefetchLinkTarget);
}
