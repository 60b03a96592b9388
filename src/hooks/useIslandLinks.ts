import { RefObject, useEffect } from 'react';
import { navigate } from 'gatsby';

const loader = () => (window as unknown as { ___loader?: { hovering?: (path: string) => void } }).___loader;

/**
 * Client-side navigation and hover/focus prefetch for the `a[data-route]` links inside a
 * static HTML island (sidebar, client cards), with one delegated listener each instead of
 * a hydrated <Link> per link. `onClick` sees other clicks first (e.g. category toggles);
 * it returns true when it handled one.
 */
export function useIslandLinks(ref: RefObject<HTMLElement>, onClick?: (target: HTMLElement) => boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const click = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (onClick?.(target)) return;
      const anchor = target.closest<HTMLAnchorElement>('a[data-route]');
      // Plain left clicks navigate in the app; modified clicks keep the browser's behaviour.
      if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(anchor.dataset.route!);
    };
    const hover = (event: Event) => {
      const anchor = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-route]');
      if (anchor) loader()?.hovering?.(anchor.dataset.route!);
    };
    root.addEventListener('click', click);
    root.addEventListener('mouseover', hover);
    root.addEventListener('focusin', hover);
    return () => {
      root.removeEventListener('click', click);
      root.removeEventListener('mouseover', hover);
      root.removeEventListener('focusin', hover);
    };
  }, [ref, onClick]);
}
