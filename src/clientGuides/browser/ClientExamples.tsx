import React, { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { CLIENT_CATEGORIES } from '../core/clientExample';
import { filterClientExamples, filterFromQuery, filterToQuery, ClientFilter, ClientSummary, EMPTY_FILTER, isEmptyFilter } from '../core/clientFilter';
import { showClientCards } from './showClientCards';
import { StaticIsland } from '../../components/StaticIsland';
import { ClientMoreFilters } from './ClientMoreFilters';
import { NoClientMatch } from './NoClientMatch';
import { clientFiltersStyle } from './ClientExamples.style';

const countStyle = css`
  margin: 0 0 var(--space-4);
  color: var(--c-text-muted);
  font-size: var(--text-sm);
`;

/**
 * Every application as a card. The build renders the full list (`cardsHtml`, from
 * src/gatsby/bodies/pageBodies.tsx; it works without JavaScript); with JavaScript, the filters narrow it
 * as you type or click. The cards are a static island: filtering toggles `hidden` on its
 * items, nothing re-renders.
 *
 * The filter lives in the query string: read on load and on back/forward, written as it
 * changes (typing replaces the history entry, choices add one).
 */
export function ClientExamples({ examples, cardsHtml }: { examples: ClientSummary[]; cardsHtml: string }) {
  const categories = useMemo(() => CLIENT_CATEGORIES.filter(c => examples.some(e => e.category === c)), [examples]);
  const [filter, setFilterState] = useState<ClientFilter>(EMPTY_FILTER);
  const visible = useMemo(() => new Set(filterClientExamples(examples, filter).map(e => e.slug)), [examples, filter]);
  const cards = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (cards.current) showClientCards(cards.current, visible);
  }, [visible]);
  useEffect(() => {
    const read = () => setFilterState(filterFromQuery(window.location.search, categories));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [categories]);
  const setFilter = (next: ClientFilter, mode: 'push' | 'replace') => {
    setFilterState(next);
    const { pathname, search, hash } = window.location;
    const query = filterToQuery(next);
    if (query === search) return;
    const history = window.history;
    history[mode === 'push' ? 'pushState' : 'replaceState'](history.state, '', pathname + query + hash);
  };
  const setCapability = (key: keyof ClientFilter['capabilities'], on: boolean) =>
    setFilter({ ...filter, capabilities: { ...filter.capabilities, [key]: on } }, 'push');
  const clear = () => {
    setFilter(EMPTY_FILTER, 'push');
    document.getElementById('client-name')?.focus();
  };
  return (
    <div className="client-index">
      <form css={clientFiltersStyle} className="client-filters" role="search" aria-label="Filter applications" onSubmit={e => e.preventDefault()}>
        <div className="field">
          <label htmlFor="client-name">Find an application</label>
          <input
            id="client-name"
            type="search"
            autoComplete="off"
            placeholder="Name, e.g. Immich"
            value={filter.query}
            onChange={e => setFilter({ ...filter, query: e.target.value }, 'replace')}
          />
        </div>
        <ClientMoreFilters
          categories={categories}
          filter={filter}
          setCategory={category => setFilter({ ...filter, category }, 'push')}
          setCapability={setCapability}
        />
      </form>
      <p css={countStyle} className="count" role="status" aria-live="polite">
        Showing {visible.size} of {examples.length} applications
      </p>
      {visible.size === 0 && !isEmptyFilter(filter) && <NoClientMatch onClear={clear} />}
      <div ref={cards}>
        <StaticIsland id="client-cards" html={cardsHtml} />
      </div>
    </div>
  );
}
