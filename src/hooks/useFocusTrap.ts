import { RefObject, useLayoutEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside `container` while active, closes on Escape, and restores focus afterwards.
 * A layout effect: its cleanup runs in the same commit that removes the container, so focus
 * goes straight back instead of resting on <body> until the next frame.
 */
export function useFocusTrap(container: RefObject<HTMLElement>, active: boolean, onEscape: () => void, returnFocusTo?: RefObject<HTMLElement>) {
  useLayoutEffect(() => {
    if (!active || !container.current) return undefined;
    const root = container.current;
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(el => el.offsetParent !== null || el === document.activeElement);
    focusables()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const returnTarget = returnFocusTo?.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnTarget?.focus();
    };
  }, [active, container, onEscape, returnFocusTo]);
}
