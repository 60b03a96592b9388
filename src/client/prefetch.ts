import { currentConnectionAllowsPrefetch } from './connection';

/**
 * Gatsby skips viewport prefetching on slow or data-saving connections, but a link hover
 * still loads the page's data. Apply the same rule to hovers (checked on every hover, as
 * the connection can change while the page is open).
 */
export function respectConnectionOnHover() {
  const loader = (window as unknown as { ___loader?: { hovering?: (path: string) => unknown } }).___loader;
  if (!loader || typeof loader.hovering !== 'function' || (loader.hovering as { guarded?: boolean }).guarded) return;
  const original = loader.hovering.bind(loader);
  const guarded = (path: string) => (currentConnectionAllowsPrefetch() ? original(path) : undefined);
  (guarded as { guarded?: boolean }).guarded = true;
  loader.hovering = guarded;
}
