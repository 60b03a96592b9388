/** The search dialog's query state: runs each query against the index and keeps the active option. */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { HitDetails } from '../core/engine';
import { groupByPage, PageGroup } from '../core/pageGroups';
import type { SearchHit } from '../core/scoring';
import type { SearchType } from '../core/types';
import { loadEngine, warmWhenIdle } from './client';
import { plural } from '../../lib/plural';

const MAX_PAGES = 8;
const PER_PAGE = 2;

export type Filter = 'all' | SearchType;

export interface Shown {
  hit: SearchHit;
  details: HitDetails;
  optionId: string;
}

export interface View {
  query: string;
  groups: { group: PageGroup; shown: Shown[] }[];
  /** Pages per filter that match the whole query (every page found, when none does). */
  counts: Record<Filter, number>;
  /** Pages per filter that match some words only, listed after those that match them all. */
  partial: Record<Filter, number>;
  /** Some page matches the whole query. */
  complete: boolean;
  error: string | null;
}

const EMPTY_COUNTS: Record<Filter, number> = { all: 0, docs: 0, client: 0, api: 0 };
const EMPTY_VIEW: View = { query: '', groups: [], counts: EMPTY_COUNTS, partial: EMPTY_COUNTS, complete: false, error: null };

/**
 * Pages per filter: those with every required word of the query, and the others. When no page
 * has them all, every page counts as found (the list is the best partial matches).
 * @internal Exported for its tests; production uses it in this file only.
 */
export function countPages(pages: PageGroup[]): Pick<View, 'counts' | 'partial' | 'complete'> {
  const anyFull = pages.some(page => page.full);
  const counts = { ...EMPTY_COUNTS };
  const partial = { ...EMPTY_COUNTS };
  for (const page of pages) {
    const tally = !anyFull || page.full ? counts : partial;
    tally.all += 1;
    tally[page.type] += 1;
  }
  return { counts, partial, complete: anyFull };
}

interface QueryOptions {
  /** The trimmed query. */
  query: string;
  filter: Filter;
  /** Prefix of the option element ids. */
  baseId: string;
}

/** The pages for `query` (counted per type, the visible ones with their hits' details), and the engine that found them. */
async function runQuery({ query, filter, baseId }: QueryOptions) {
  const engine = await loadEngine();
  const pages = groupByPage(await engine.search(query), PER_PAGE);
  const visible = pages.filter(page => filter === 'all' || page.type === filter).slice(0, MAX_PAGES);
  const details = await engine.details(visible.flatMap(page => page.hits.map(hit => hit.id)));
  let n = 0;
  const groups = visible.map(group => ({
    group,
    shown: group.hits.flatMap(hit => {
      const found = details.get(hit.id);
      return found ? [{ hit, details: found, optionId: `${baseId}-option-${n++}` }] : [];
    }),
  }));
  return { engine, view: { query, groups, ...countPages(pages), error: null } };
}

/**
 * Runs the query (and re-runs it on a filter change); stale answers are dropped. A layout
 * effect, because a passive one waits for the next frame: up to 16 ms per keystroke.
 */
export function useSearchResults(query: string, filter: Filter, baseId: string) {
  const [view, setView] = useState<View>(EMPTY_VIEW);
  const [active, setActive] = useState(0);
  const [loading, setLoading] = useState(false);
  const ticket = useRef(0);

  useLayoutEffect(() => {
    const mine = ++ticket.current;
    const trimmed = query.trim();
    if (!trimmed) {
      setView(EMPTY_VIEW);
      setLoading(false);
      return;
    }
    setLoading(true);
    runQuery({ query: trimmed, filter, baseId }).then(
      ({ engine, view: next }) => {
        if (mine !== ticket.current) return;
        setView(next);
        setActive(0);
        setLoading(false);
        warmWhenIdle(engine);
      },
      error => {
        if (mine !== ticket.current) return;
        setView({ ...EMPTY_VIEW, query: trimmed, error: `Search is unavailable (${(error as Error).message}).` });
        setLoading(false);
      },
    );
  }, [query, filter, baseId]);

  const options = useMemo(() => view.groups.flatMap(g => g.shown), [view]);
  return { view, options, active, setActive, done: !loading && view.query === query.trim() };
}

/**
 * The live status line: a hint, the error, or once the answer is in how many pages have every
 * word of the query, and how many more some of them.
 */
export function searchStatus({ view, query, filter, done }: { view: View; query: string; filter: Filter; done: boolean }): string {
  if (view.error) return view.error;
  if (!query.trim()) return 'Type to search docs, client examples and the API.';
  if (!done) return '';
  const count = view.counts[filter];
  const more = view.partial[filter];
  if (count === 0) return `No results for “${view.query}”.`;
  const found = `${plural(count, 'page', 'pages')} found for “${view.query}”.`;
  // Nothing has every word: the list is the pages with some of them.
  if (!view.complete) return `${plural(count, 'page has', 'pages have')} some of the words of “${view.query}”, none all of them.`;
  return more ? `${found} ${plural(more, 'more page has', 'more pages have')} some of the words.` : found;
}
