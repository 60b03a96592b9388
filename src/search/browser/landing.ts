/**
 * After a search result is opened: scroll to its section, focus it and highlight it briefly.
 * The highlight's rules are global (a section of any page can be the target), so
 * src/styles/global.ts carries `searchLandingStyles`.
 */
import { withPrefix } from 'gatsby';

/** Marks the section a reader just landed on. */
const LANDED = 'data-search-highlight';

export const searchLandingStyles = `
[${LANDED}] { border-radius: 0.3rem; animation: search-landing 2.4s ease-out; }
@keyframes search-landing {
  0%, 35% { background: var(--c-active-bg); box-shadow: 0 0 0 0.35rem var(--c-active-bg); }
  100% { background: transparent; box-shadow: 0 0 0 0.35rem transparent; }
}
@media (prefers-reduced-motion: reduce) {
  [${LANDED}] { animation: none !important; background: var(--c-active-bg); box-shadow: 0 0 0 0.35rem var(--c-active-bg); }
}
`;

let pendingLanding = 0;

/**
 * Waits (up to 5 s) until the page `route` shows, then scrolls to the element `anchor`
 * (or the page title), marks it for 2.5 s (the rules above, in the global styles) and moves focus there. Smooth scrolling only without prefers-reduced-motion.
 */
export function landOn(route: string, anchor: string): void {
  const ticket = ++pendingLanding;
  const started = performance.now();
  const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
  const step = () => {
    if (ticket !== pendingLanding) return;
    const onPage = samePath(window.location.pathname, withPrefix(route));
    const target = onPage ? (anchor ? document.getElementById(anchor) : document.querySelector<HTMLElement>('main h1')) : null;
    if (!target) {
      if (performance.now() - started < 5000) window.setTimeout(step, 50);
      return;
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    // The router focuses its page wrapper once the route update commits, which may land
    // after this; for a moment, hand focus back to the section the reader asked for when it
    // moves to an element around the section (the wrapper, found by what it holds rather than
    // by the id Gatsby gives it, which is no public API).
    const keepFocus = (event: FocusEvent) => {
      const focused = event.target;
      if (focused instanceof Node && focused !== target && focused.contains(target)) target.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', keepFocus);
    window.setTimeout(() => document.removeEventListener('focusin', keepFocus), 1000);
    target.removeAttribute(LANDED);
    void target.offsetWidth; // restart the animation
    target.setAttribute(LANDED, '');
    window.setTimeout(() => target.removeAttribute(LANDED), 2500);
  };
  step();
}
