/**
 * The search dialog (lazy chunk): a modal with a combobox input, type filters, a live
 * result count and a listbox of results grouped by page. Keyboard: arrows move the
 * active option (aria-activedescendant), Enter opens it, Escape closes. A native modal
 * <dialog>, so Tab and the accessibility tree stay inside. Results are links: new tab,
 * middle click and copy-link work.
 */
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { landOn, loadEngine } from './client';
import { isBackdropClick, useModalDialog } from '../../hooks/useModalDialog';
import { Filter, searchStatus, Shown, useSearchResults } from './useSearchResults';
import { SearchResults } from './SearchResults';

const style = css`
  /* A native modal: the browser puts it in the top layer and makes the page behind it inert. */
  margin: 8vh auto auto;
  padding: 0;
  width: calc(100% - 2rem);
  max-width: 44rem;
  max-height: 80vh;
  background: var(--c-bg-elevated);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  box-shadow: 0 12px 40px rgb(0 0 0 / 30%);
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  /* The scrim comes from the theme: a dark page needs a darker one to set the dialog apart. */
  &::backdrop {
    background: var(--c-scrim, rgb(0 0 0 / 45%));
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.75rem 0.9rem;
    border-bottom: 1px solid var(--c-border);
  }
  .bar svg {
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
  .filters {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    padding: 0.55rem 0.9rem;
    border-bottom: 1px solid var(--c-border);
  }
  .filters button {
    font: inherit;
    font-size: var(--text-sm);
    border: 1px solid var(--c-border);
    background: var(--c-bg);
    color: var(--c-text);
    border-radius: 999px;
    padding: 0.1rem 0.7rem;
    cursor: pointer;
  }
  .filters button:disabled {
    color: var(--c-text-muted);
    border-style: dashed;
    cursor: default;
  }
  .filters button[aria-pressed='true'] {
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    border-color: var(--c-accent);
  }
  .status {
    margin: 0;
    padding: 0.45rem 0.9rem 0;
    font-size: var(--text-xs);
    color: var(--c-text-muted);
    min-height: 1.6rem;
  }
  .results {
    overflow-y: auto;
    padding: 0.25rem 0.5rem 0.75rem;
  }
  .group-label {
    font-size: var(--text-xs);
    font-weight: 700;
    color: var(--c-text-muted);
    padding: 0.6rem 0.5rem 0.25rem;
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
  }
  .type {
    font-weight: 600;
    font-size: var(--text-2xs);
    text-transform: uppercase;
    letter-spacing: 0.04em;
    border: 1px solid currentColor;
    border-radius: 0.25rem;
    padding: 0 0.3rem;
  }
  .type[data-method='GET'] {
    color: var(--c-get);
  }
  .type[data-method='POST'] {
    color: var(--c-post);
  }
  .type[data-method='PUT'] {
    color: var(--c-put);
  }
  .type[data-method='PATCH'] {
    color: var(--c-patch);
  }
  .type[data-method='DELETE'] {
    color: var(--c-delete);
  }
  [role='option'] {
    display: block;
    padding: 0.45rem 0.6rem;
    border-radius: 0.35rem;
    cursor: pointer;
    border: 2px solid transparent;
    color: inherit;
    text-decoration: none;
  }
  [role='option'][aria-selected='true'] {
    background: var(--c-active-bg);
    border-color: var(--c-focus);
  }
  .heading {
    font-weight: 600;
    color: var(--c-link);
  }
  .path {
    font-family: var(--font-mono);
    font-size: var(--text-xs);
    color: var(--c-text-muted);
    margin-left: 0.4rem;
  }
  .excerpt {
    display: block;
    font-size: var(--text-sm);
    color: var(--c-text-muted);
    margin-top: 0.15rem;
    overflow-wrap: anywhere;
  }
  mark {
    background: var(--c-warning-bg);
    color: var(--c-text);
    border-radius: 0.15rem;
    /* No padding: a match inside a word (updateUserGroupAllowedOidcClients) must not split it. */
    padding: 0;
    font-weight: 600;
  }
  .hints {
    display: flex;
    gap: 1rem;
    padding: 0.5rem 0.9rem;
    border-top: 1px solid var(--c-border);
    font-size: var(--text-xs);
    color: var(--c-text-muted);
  }
  kbd {
    font-family: var(--font-sans);
    border: 1px solid var(--c-border);
    border-radius: 0.25rem;
    padding: 0 0.3rem;
    background: var(--c-bg-soft);
  }
  @media (max-width: 640px) {
    margin: 0;
    width: 100%;
    max-width: none;
    height: 100%;
    max-height: none;
    border: 0;
    border-radius: 0;
    .hints {
      display: none;
    }
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

function FilterButtons({ filter, setFilter, counts }: FilterProps) {
  return (
    <div className="filters" role="group" aria-label="Filter results by type">
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

function KeyHints() {
  return (
    <div className="hints" aria-hidden="true">
      <span>
        <kbd>↑</kbd> <kbd>↓</kbd> to move
      </span>
      <span>
        <kbd>Enter</kbd> to open
      </span>
      <span>
        <kbd>Esc</kbd> to close
      </span>
    </div>
  );
}

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

/** The combobox input and the close button. */
function SearchBar({ inputRef, listId, expanded, activeId, query, setQuery, onClose }: SearchBarProps) {
  return (
    <div className="bar">
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

/** Arrow keys move the active option, Enter opens it (both from the input); Escape closes. */
function handleDialogKey(
  event: React.KeyboardEvent,
  options: { input: HTMLInputElement | null; count: number; onMove: (step: number) => void; onEnter: () => void; onEscape: () => void },
) {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    options.onEscape();
    return;
  }
  if (event.target !== options.input) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (options.count > 0) options.onMove(event.key === 'ArrowDown' ? 1 : -1);
  } else if (event.key === 'Enter') {
    event.preventDefault();
    options.onEnter();
  }
}

/**
 * Opens a result, whose option is a link the app's link handler follows (src/client/appLinks.ts):
 * closes the dialog, then scrolls to and highlights its section once the page is there.
 */
function openResult(shown: Shown, onClose: (restoreFocus: boolean) => void) {
  onClose(false);
  landOn(shown.hit.route, shown.details.anchor);
}

export default function SearchDialog({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  const baseId = useId().replace(/:/g, '');
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const { view, options, active, setActive, done } = useSearchResults(query, filter, baseId);
  const activeOption = options[active];

  const dismiss = useCallback(() => onClose(true), [onClose]);
  useModalDialog(dialog, dismiss);

  useEffect(() => {
    input.current?.focus();
    void loadEngine().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.optionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const open = useCallback((shown: Shown) => openResult(shown, onClose), [onClose]);

  const onKeyDown = (event: React.KeyboardEvent) =>
    handleDialogKey(event, {
      input: input.current,
      count: options.length,
      onMove: step => setActive(current => (current + step + options.length) % options.length),
      // Enter activates the option as a click does (the click opens it).
      onEnter: () => activeOption && document.getElementById(activeOption.optionId)?.click(),
      onEscape: () => onClose(true),
    });

  const titleId = `${baseId}-title`;
  const listId = `${baseId}-results`;
  return (
    <dialog ref={dialog} css={style} aria-labelledby={titleId} onKeyDown={onKeyDown} onClick={event => isBackdropClick(event) && dismiss()}>
      <h2 id={titleId} className="visually-hidden">
        Search the documentation
      </h2>
      <SearchBar
        inputRef={input}
        listId={listId}
        expanded={options.length > 0}
        activeId={activeOption?.optionId}
        query={query}
        setQuery={setQuery}
        onClose={() => onClose(true)}
      />
      <FilterButtons filter={filter} setFilter={setFilter} counts={query.trim() && done ? view.counts : null} />
      <p className="status" role="status" aria-live="polite" data-search-status={done ? 'done' : 'busy'} data-query={done ? view.query : ''}>
        {searchStatus({ view, query, filter, done })}
      </p>
      <SearchResults id={listId} baseId={baseId} view={view} options={options} active={active} setActive={setActive} onOpen={open} />
      <KeyHints />
    </dialog>
  );
}
