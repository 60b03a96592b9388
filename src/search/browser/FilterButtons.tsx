/** The search dialog's type filters: toggle buttons with each type's result count. */
import React from 'react';
import { css } from '@emotion/react';
import type { Filter } from './useSearchResults';

const style = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  padding: 0.55rem 0.9rem;
  border-bottom: 1px solid var(--c-border);
  button {
    font: inherit;
    font-size: var(--text-sm);
    border: 1px solid var(--c-border);
    background: var(--c-bg);
    color: var(--c-text);
    border-radius: 999px;
    padding: 0.1rem 0.7rem;
    cursor: pointer;
  }
  button:disabled {
    color: var(--c-text-muted);
    border-style: dashed;
    cursor: default;
  }
  button[aria-pressed='true'] {
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    border-color: var(--c-accent);
  }
`;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'docs', label: 'Docs' },
  { value: 'client', label: 'Client examples' },
  { value: 'api', label: 'API reference' },
];

interface FilterProps {
  filter: Filter;
  setFilter: (filter: Filter) => void;
  /** Result counts per filter, once the answer to a query is in. */
  counts: Record<Filter, number> | null;
}

export function FilterButtons({ filter, setFilter, counts }: FilterProps) {
  return (
    <div css={style} className="filters" role="group" aria-label="Filter results by type">
      {FILTERS.map(item => (
        <button
          key={item.value}
          type="button"
          aria-pressed={filter === item.value}
          // A type with no result cannot narrow anything (the chosen one stays usable, to go back).
          disabled={counts !== null && counts[item.value] === 0 && filter !== item.value}
          data-filter={item.value}
          onClick={() => setFilter(item.value)}
        >
          {item.label}
          {counts ? ` (${counts[item.value]})` : ''}
        </button>
      ))}
    </div>
  );
}
