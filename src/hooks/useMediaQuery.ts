import { useEffect } from 'react';

/** Calls `onMatch` whenever the media query starts matching. */
export function useOnMediaMatch(query: string, onMatch: () => void) {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) onMatch();
    };
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, [query, onMatch]);
}
