/**
 * Browser side of search (part of the lazy `search` chunk): loads the index on first
 * use, and after a result is opened scrolls to its section and highlights it briefly.
 */
import { withPrefix } from 'gatsby';
import { SearchEngine } from '../core/engine';
import type { Manifest } from '../core/types';
import { connectionAllowsPrefetch, ConnectionInfo } from '../core/connection';
import { indexBase } from './indexBase';

let enginePromise: Promise<SearchEngine> | null = null;

export function loadEngine(): Promise<SearchEngine> {
  if (!enginePromise) {
    const base = indexBase();
    const fetchJson = async (file: string) => {
      const response = await fetch(`${base}/${file}`, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Search index file ${file}: HTTP ${response.status}`);
      return response.json();
    };
    enginePromise = (fetchJson('manifest.json') as Promise<Manifest>).then(manifest => new SearchEngine(manifest, fetchJson));
    enginePromise.catch(() => {
      enginePromise = null;
    });
  }
  return enginePromise;
}

/** The prefetch rule for this browser's current connection (read each time: it can change). */
function currentConnectionAllowsPrefetch(): boolean {
  return connectionAllowsPrefetch(typeof navigator === 'undefined' ? null : (navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

/**
 * After the reader's first query, loads the rest of the index while the page is idle so
 * later queries make no requests; skipped on slow or data-saving connections (queries
 * then keep loading just the parts they need).
 */
export function warmWhenIdle(engine: SearchEngine): void {
  if (engine.warmed || !currentConnectionAllowsPrefetch()) return;
  const start = () => void engine.warm().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}

let pendingLanding = 0;

/**
 * Waits (up to 5 s) until the page `route` shows, then scrolls to the element `anchor`
 * (or the page title), marks it with `data-search-highlight` for 2.5 s (styled in the
 * global styles) and moves focus there. Smooth scrolling only without prefers-reduced-motion.
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
    // after this; for a moment, hand focus back to the section the reader asked for.
    const keepFocus = (event: FocusEvent) => {
      if ((event.target as HTMLElement | null)?.id === 'gatsby-focus-wrapper') target.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', keepFocus);
    window.setTimeout(() => document.removeEventListener('focusin', keepFocus), 1000);
    target.removeAttribute('data-search-highlight');
    void target.offsetWidth; // restart the animation
    target.setAttribute('data-search-highlight', '');
    window.setTimeout(() => target.removeAttribute('data-search-highlight'), 2500);
  };
  step();
}
