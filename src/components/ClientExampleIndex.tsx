import React, { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CATEGORY_LABELS, CLIENT_CATEGORIES } from '../clientGuides/core/clientExample';
import {
  filterClientExamples,
  filterFromQuery,
  filterToQuery,
  ClientFilter,
  ClientSummary,
  EMPTY_FILTER,
  isEmptyFilter,
} from '../clientGuides/core/clientFilter';
import { showClientCards } from '../client/showClientCards';
import { StaticIsland } from './StaticIsland';

const CAPABILITIES: { key: keyof ClientFilter['capabilities']; label: string }[] = [
  { key: 'pkce', label: 'Sends PKCE' },
  { key: 'groups', label: 'Reads groups / roles' },
  { key: 'public', label: 'Public client' },
  { key: 'confidential', label: 'Confidential client' },
];

/**
 * Every application as a card. The build renders the full list (`cardsHtml`, or the
 * children in develop; it works without JavaScript); with JavaScript, the filters narrow it
 * as you type or click. The cards are a static island: filtering toggles `hidden` on its
 * items, nothing re-renders.
 *
 * The filter lives in the query string: read on load and on back/forward, written as it
 * changes (typing replaces the history entry, choices add one).
 */
export function ClientExampleIndex({ examples, cardsHtml, children }: { examples: ClientSummary[]; cardsHtml?: string; children?: React.ReactNode }) {
  const categories = useMemo(() => CLIENT_CATEGORIES.filter(c => examples.some(e => e.category === c)), [examples]);
  const [filter, setFilterState] = useState<ClientFilter>(EMPTY_FILTER);
  // On phones the category and capability filters fold behind one button, so the cards start near the top.
  const [moreFilters, setMoreFilters] = useState(false);
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
    <div className="client-index" id="applications">
      <form className="client-filters" role="search" aria-label="Filter applications" onSubmit={e => e.preventDefault()}>
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
        <button
          type="button"
          className="more-filters-toggle"
          aria-expanded={moreFilters}
          aria-controls="client-more-filters"
          onClick={() => setMoreFilters(!moreFilters)}
        >
          Category and capabilities
        </button>
        <div className="more-filters" id="client-more-filters" data-open={moreFilters}>
          <div className="field">
            <label htmlFor="client-category">Category</label>
            <select id="client-category" value={filter.category} onChange={e => setFilter({ ...filter, category: e.target.value }, 'push')}>
              <option value="">All categories</option>
              {categories.map(c => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend>Capabilities</legend>
            {CAPABILITIES.map(c => (
              <label key={c.key}>
                <input type="checkbox" name={c.key} checked={filter.capabilities[c.key]} onChange={e => setCapability(c.key, e.target.checked)} />
                {c.label}
              </label>
            ))}
          </fieldset>
        </div>
      </form>
      <p className="count" role="status" aria-live="polite">
        Showing {visible.size} of {examples.length} applications
      </p>
      {visible.size === 0 && !isEmptyFilter(filter) && (
        <div className="empty">
          <p className="title">No application matches these filters.</p>
          <p>
            Try fewer filters, or <a href="#connect-an-app-that-is-not-listed">connect an app that is not listed</a> with the generic settings.
          </p>
          <p>
            <button type="button" onClick={clear}>
              Clear filters
            </button>
          </p>
        </div>
      )}
      <div ref={cards}>
        <StaticIsland id="client-cards" html={cardsHtml}>
          {children}
        </StaticIsland>
      </div>
    </div>
  );
}
