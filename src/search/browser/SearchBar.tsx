/** The search dialog's combobox input and close button. */
import React from 'react';
import { css } from '@emotion/react';

const style = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 0.9rem;
  border-bottom: 1px solid var(--c-border);
  svg {
    flex: none;
    color: var(--c-text-muted);
  }
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    font-size: var(--text-base);
    border: 0;
    background: none;
    color: var(--c-text);
    padding: 0.3rem 0;
  }
  input:focus {
    outline: none;
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
  .close {
    border: 1px solid var(--c-border);
    background: var(--c-bg-soft);
    color: var(--c-text-muted);
    border-radius: 0.3rem;
    font: inherit;
    font-size: var(--text-xs);
    padding: 0.1rem 0.4rem;
    cursor: pointer;
  }
`;

const SEARCH_ICON = (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

interface SearchBarProps {
  inputRef: React.RefObject<HTMLInputElement>;
  /** Id of the listbox the combobox controls. */
  listId: string;
  expanded: boolean;
  activeId: string | undefined;
  query: string;
  setQuery: (query: string) => void;
  onClose: () => void;
}

export function SearchBar({ inputRef, listId, expanded, activeId, query, setQuery, onClose }: SearchBarProps) {
  return (
    <div css={style} className="bar">
      {SEARCH_ICON}
      <input
        ref={inputRef}
        data-autofocus=""
        type="search"
        role="combobox"
        aria-label="Search docs, client examples and API"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="Search docs, client examples and API"
        value={query}
        onChange={event => setQuery(event.target.value)}
      />
      <button type="button" className="close" onClick={onClose}>
        {/* Named by its content: the visible "Esc" first, then what it does (WCAG 2.5.3 label in name). */}
        Esc<span className="visually-hidden"> (close search)</span>
      </button>
    </div>
  );
}
