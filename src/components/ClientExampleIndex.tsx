import React, { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { CATEGORY_LABELS, CLIENT_CATEGORIES } from '../lib/clientExample';
import { filterClientExamples, filterFromQuery, filterToQuery, ClientFilter, ClientSummary, EMPTY_FILTER, isEmptyFilter } from '../lib/clientFilter';
import { showClientCards } from '../client/showClientCards';
import { StaticIsland } from './StaticIsland';

const style = css`
  .client-filters {
    display: grid;
    gap: var(--space-3) var(--space-4);
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
    margin: 0 0 var(--space-4);
    padding: var(--space-4);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-lg);
    background: var(--c-bg-soft);
  }
  html:not([data-js]) & .client-filters {
    display: none;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: var(--space-1);
    min-width: 0;
  }
  label,
  legend {
    display: block;
    font-weight: 600;
    font-size: var(--text-sm);
    line-height: var(--leading-tight);
  }
  input[type='search'],
  select {
    box-sizing: border-box;
    width: 100%;
    height: 2.5rem;
    margin: 0;
    font: inherit;
    font-size: var(--text-base);
    line-height: 1.2;
    padding: 0 var(--space-3);
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    background: var(--c-bg);
    color: var(--c-text);
  }
  fieldset {
    grid-column: 1 / -1;
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-5);
  }
  fieldset legend {
    width: 100%;
    margin-bottom: var(--space-1);
    padding: 0;
  }
  fieldset label {
    font-weight: 400;
    font-size: var(--text-sm);
    display: inline-flex;
    gap: var(--space-2);
    align-items: center;
    margin: 0;
  }
  .count {
    margin: 0 0 var(--space-4);
    color: var(--c-text-muted);
    font-size: var(--text-sm);
  }
  .empty {
    border: 1px dashed var(--c-border);
    border-radius: var(--radius-lg);
    padding: var(--space-8) var(--space-4);
    text-align: center;
    margin: 0 0 var(--space-8);
  }
  .empty p {
    margin: 0 0 var(--space-3);
    max-width: none;
  }
  .empty .title {
    font-weight: 700;
    font-size: var(--text-md);
    color: var(--c-text);
  }
  .empty button {
    font: inherit;
    font-weight: 600;
    padding: var(--space-2) var(--space-4);
    border-radius: var(--radius);
    border: 1px solid var(--c-accent);
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    cursor: pointer;
  }
  @media (max-width: 720px) {
    .client-filters {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

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
    const url = `${window.location.pathname}${filterToQuery(next)}${window.location.hash}`;
    if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    if (mode === 'push') window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
  };
  const setCapability = (key: keyof ClientFilter['capabilities'], on: boolean) =>
    setFilter({ ...filter, capabilities: { ...filter.capabilities, [key]: on } }, 'push');
  const clear = () => {
    setFilter(EMPTY_FILTER, 'push');
    document.getElementById('client-name')?.focus();
  };
  return (
    <div css={style}>
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
      </form>
      <p className="count" role="status" aria-live="polite">
        Showing {visible.size} of {examples.length} applications
      </p>
      {visible.size === 0 && !isEmptyFilter(filter) && (
        <div className="empty">
          <p className="title">No application matches these filters.</p>
          <p>Try fewer filters, or connect any OpenID Connect app with the generic settings.</p>
          <p>
            <button type="button" onClick={clear}>
              Clear filters
            </button>
          </p>
          <p>
            <a href="#connect-an-app-that-is-not-listed">Connect an app that is not listed</a>
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
