import { navigate, withPrefix } from 'gatsby';

const loader = () => (window as unknown as { ___loader?: { hovering?: (path: string) => void } }).___loader;

/** The in-app route an anchor leads to, or null where the browser should follow it itself. */
function internalRoute(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const prefix = withPrefix('/').replace(/\/$/, '');
  if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  const path = url.pathname.slice(prefix.length) || '/';
  // Files (Markdown twins, sitemaps, feeds) are not app routes.
  if (/\.[a-z0-9]+$/i.test(path)) return null;
  // A jump within the page is the browser's to make.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return `${path}${url.search}${url.hash}`;
}

/**
 * A plain left click on an internal link navigates inside the app (no reload); modified
 * clicks (new tab, download, …) keep the browser's behaviour. Returns true when handled.
 */
export function followInternalLink(event: MouseEvent): boolean {
  const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const route = internalRoute(anchor);
  if (route === null) return false;
  event.preventDefault();
  void navigate(route);
  return true;
}

/** Loads a linked page's data on hover or focus, as Gatsby's <Link> does. */
export function prefetchLinkTarget(event: Event): void {
  const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor) return;
  const route = internalRoute(anchor);
  if (route !== null) loader()?.hovering?.(route.replace(/[?#].*$/, ''));
}
