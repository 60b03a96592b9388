import React, { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { CATEGORY_LABELS, CLIENT_CATEGORIES } from '../lib/clientExample';
import { filterClientExamples, ClientFilter, ClientSummary, EMPTY_FILTER } from '../lib/clientFilter';
import { ClientCards, showClientCards } from './ClientCards';
import { StaticIsland } from './StaticIsland';

const style = css`
  .client-filters { display: grid; gap: 0.75rem; grid-template-columns: minmax(12rem, 2fr) minmax(10rem, 1fr); align-items: end; margin: 0 0 1rem;
    padding: 1rem; border: 1px solid var(--c-border); border-radius: var(--radius); background: var(--c-bg-soft); }
  html:not([data-js]) & .client-filters { display: none; }
  label, legend { display: block; font-weight: 600; font-size: 0.9rem; margin-bottom: 0.25rem; }
  input[type='search'], select { width: 100%; font: inherit; padding: 0.45rem 0.6rem; border: 1px solid var(--c-border); border-radius: 0.35rem; background: var(--c-bg); color: var(--c-text); }
  fieldset { grid-column: 1 / -1; border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.35rem 1.1rem; }
  fieldset legend { width: 100%; }
  fieldset label { font-weight: 400; display: inline-flex; gap: 0.35rem; align-items: center; margin: 0; }
  .count { margin: 0 0 1rem; color: var(--c-text-muted); }
  .client-list { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 0.85rem; }
  .client-card { display: flex; gap: 0.75rem; padding: 0.9rem; border: 1px solid var(--c-border); border-radius: var(--radius); height: 100%; background: var(--c-bg-elevated); }
  .client-card:hover { border-color: var(--c-link); }
  .initial { flex: none; width: 2.5rem; height: 2.5rem; border-radius: 0.6rem; display: grid; place-items: center; font-weight: 700; background: var(--c-active-bg); color: var(--c-link); }
  .client-card a { font-weight: 700; font-size: 1.05rem; }
  .client-card p { margin: 0.15rem 0 0.5rem; font-size: 0.9rem; color: var(--c-text-muted); }
  @media (max-width: 600px) { .client-filters { grid-template-columns: 1fr; } }
`;

const CAPABILITIES: { key: keyof ClientFilter['capabilities']; label: string }[] = [
  { key: 'pkce', label: 'Sends PKCE' },
  { key: 'groups', label: 'Reads groups / roles' },
  { key: 'public', label: 'Public client' },
  { key: 'confidential', label: 'Confidential client' },
];

/**
 * Every application as a card. The server renders the full list (it works without
 * JavaScript); with JavaScript, the filters narrow it as you type or click. The cards are
 * a static island: filtering toggles `hidden` on its items, nothing re-renders.
 */
export function ClientExampleIndex({ examples }: { examples: ClientSummary[] }) {
  const [filter, setFilter] = useState<ClientFilter>(EMPTY_FILTER);
  const visible = useMemo(() => new Set(filterClientExamples(examples, filter).map(e => e.slug)), [examples, filter]);
  const cards = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (cards.current) showClientCards(cards.current, visible);
  }, [visible]);
  const setCapability = (key: keyof ClientFilter['capabilities'], on: boolean) =>
    setFilter(f => ({ ...f, capabilities: { ...f.capabilities, [key]: on } }));
  return (
    <div css={style}>
      <form className="client-filters" role="search" aria-label="Filter applications" onSubmit={e => e.preventDefault()}>
        <div>
          <label htmlFor="client-name">Find an application</label>
          <input id="client-name" type="search" autoComplete="off" placeholder="Name, e.g. Immich" value={filter.query} onChange={e => setFilter(f => ({ ...f, query: e.target.value }))} />
        </div>
        <div>
          <label htmlFor="client-category">Category</label>
          <select id="client-category" value={filter.category} onChange={e => setFilter(f => ({ ...f, category: e.target.value }))}>
            <option value="">All categories</option>
            {CLIENT_CATEGORIES.filter(c => examples.some(e => e.category === c)).map(c => (
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
      <div ref={cards}>
        <StaticIsland id="client-cards">
          <ClientCards examples={examples} />
        </StaticIsland>
      </div>
    </div>
  );
}
