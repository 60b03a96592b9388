/**
 * Browser side of search (part of the lazy `search` chunk): loads the index on first use.
 * Landing on an opened result is `landing.ts`.
 */
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
