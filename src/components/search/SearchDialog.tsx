/**
 * The search dialog (lazy chunk): a modal with a combobox input, type filters, a live
 * result count and a listbox of results grouped by page. Keyboard: arrows move the
 * active option (aria-activedescendant), Enter opens it, Escape closes. A native modal
 * <dialog>, so Tab and the accessibility tree stay inside. Results are links: new tab,
 * middle click and copy-link work.
 */
import React, { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { navigate, withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import { excerpt, groupByPage, HitDetails, PageGroup, SearchHit } from '../../search/engine';
import { TYPE_LABELS, SearchType } from '../../search/types';
import { landOn, loadEngine, warmWhenIdle } from './client';
import { isBackdropClick, useModalDialog } from '../../hooks/useModalDialog';

const MAX_PAGES = 8;
const PER_PAGE = 2;

type Filter = 'all' | SearchType;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'docs', label: 'Docs' },
  { value: 'client', label: 'Client examples' },
  { value: 'api', label: 'API' },
];

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
  &::backdrop {
    background: rgb(0 0 0 / 45%);
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
    font-size: 1.05rem;
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
    font-size: 0.75rem;
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
    font-size: 0.85rem;
    border: 1px solid var(--c-border);
    background: var(--c-bg);
    color: var(--c-text);
    border-radius: 999px;
    padding: 0.1rem 0.7rem;
    cursor: pointer;
  }
  .filters button[aria-pressed='true'] {
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    border-color: var(--c-accent);
  }
  .status {
    margin: 0;
    padding: 0.45rem 0.9rem 0;
    font-size: 0.8rem;
    color: var(--c-text-muted);
    min-height: 1.6rem;
  }
  .results {
    overflow-y: auto;
    padding: 0.25rem 0.5rem 0.75rem;
  }
  .group-label {
    font-size: 0.78rem;
    font-weight: 700;
    color: var(--c-text-muted);
    padding: 0.6rem 0.5rem 0.25rem;
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
  }
  .type {
    font-weight: 600;
    font-size: 0.7rem;
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
    font-size: 0.8rem;
    color: var(--c-text-muted);
    margin-left: 0.4rem;
  }
  .excerpt {
    display: block;
    font-size: 0.85rem;
    color: var(--c-text-muted);
    margin-top: 0.15rem;
    overflow-wrap: anywhere;
  }
  mark {
    background: var(--c-warning-bg);
    color: var(--c-text);
    border-radius: 0.15rem;
    padding: 0 0.1rem;
    font-weight: 600;
  }
  .hints {
    display: flex;
    gap: 1rem;
    padding: 0.5rem 0.9rem;
    border-top: 1px solid var(--c-border);
    font-size: 0.75rem;
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

interface Shown {
  hit: SearchHit;
  details: HitDetails;
  optionId: string;
}

interface View {
  query: string;
  groups: { group: PageGroup; shown: Shown[] }[];
  counts: Record<Filter, number>;
  error: string | null;
}

const EMPTY_COUNTS: Record<Filter, number> = { all: 0, docs: 0, client: 0, api: 0 };

function typeLabel(type: SearchType, method: string) {
  return type === 'api' && method ? `${TYPE_LABELS.api} ${method}` : TYPE_LABELS[type];
}

export default function SearchDialog({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  const baseId = useId().replace(/:/g, '');
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [view, setView] = useState<View>({ query: '', groups: [], counts: EMPTY_COUNTS, error: null });
  const [active, setActive] = useState(0);
  const [loading, setLoading] = useState(false);
  const ticket = useRef(0);

  const dismiss = useCallback(() => onClose(true), [onClose]);
  useModalDialog(dialog, dismiss);

  useEffect(() => {
    input.current?.focus();
    void loadEngine().catch(() => undefined);
  }, []);

  // Run the query (and re-run on filter change); stale answers are dropped. A layout
  // effect, because a passive one waits for the next frame: up to 16 ms per keystroke.
  useLayoutEffect(() => {
    const mine = ++ticket.current;
    const trimmed = query.trim();
    if (!trimmed) {
      setView({ query: '', groups: [], counts: EMPTY_COUNTS, error: null });
      setLoading(false);
      return;
    }
    setLoading(true);
    (async () => {
      const engine = await loadEngine();
      const hits = await engine.search(trimmed);
      const pages = groupByPage(hits, PER_PAGE);
      const counts = { ...EMPTY_COUNTS, all: pages.length };
      for (const page of pages) counts[page.type] += 1;
      const visible = pages.filter(page => filter === 'all' || page.type === filter).slice(0, MAX_PAGES);
      const details = await engine.details(visible.flatMap(page => page.hits.map(hit => hit.id)));
      if (mine !== ticket.current) return;
      let n = 0;
      const groups = visible.map(group => ({
        group,
        shown: group.hits.filter(hit => details.has(hit.id)).map(hit => ({ hit, details: details.get(hit.id)!, optionId: `${baseId}-option-${n++}` })),
      }));
      setView({ query: trimmed, groups, counts, error: null });
      setActive(0);
      setLoading(false);
      warmWhenIdle(engine);
    })().catch(error => {
      if (mine !== ticket.current) return;
      setView({ query: trimmed, groups: [], counts: EMPTY_COUNTS, error: `Search is unavailable (${(error as Error).message}).` });
      setLoading(false);
    });
  }, [query, filter, baseId]);

  const options = useMemo(() => view.groups.flatMap(g => g.shown), [view]);
  const activeOption = options[active];

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.optionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const open = useCallback(
    (shown: Shown) => {
      onClose(false);
      const { url, anchor } = shown.details;
      void navigate(url);
      landOn(shown.hit.route, anchor);
    },
    [onClose],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.target !== input.current) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(current => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) open(activeOption);
    }
  };

  const trimmed = query.trim();
  const done = !loading && view.query === trimmed;
  let status = '';
  if (view.error) status = view.error;
  else if (!trimmed) status = 'Type to search docs, client examples and the API.';
  else if (done) {
    const shownCount = filter === 'all' ? view.counts.all : view.counts[filter];
    status = shownCount === 0 ? `No results for “${view.query}”.` : `${shownCount} ${shownCount === 1 ? 'page' : 'pages'} found for “${view.query}”.`;
  }

  const titleId = `${baseId}-title`;
  const listId = `${baseId}-results`;
  return (
    <dialog ref={dialog} css={style} aria-labelledby={titleId} onKeyDown={onKeyDown} onClick={event => isBackdropClick(event) && dismiss()}>
      <h2 id={titleId} className="visually-hidden">
        Search the documentation
      </h2>
      <div className="bar">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          data-autofocus=""
          type="search"
          role="combobox"
          aria-label="Search docs, client examples and API"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.optionId}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="Search docs, client examples and API"
          value={query}
          onChange={event => setQuery(event.target.value)}
        />
        <button type="button" className="close" onClick={() => onClose(true)}>
          {/* Named by its content: the visible "Esc" first, then what it does (WCAG 2.5.3 label in name). */}
          Esc<span className="visually-hidden"> (close search)</span>
        </button>
      </div>
      <div className="filters" role="group" aria-label="Filter results by type">
        {FILTERS.map(item => (
          <button key={item.value} type="button" aria-pressed={filter === item.value} data-filter={item.value} onClick={() => setFilter(item.value)}>
            {item.label}
            {trimmed && done ? ` (${view.counts[item.value]})` : ''}
          </button>
        ))}
      </div>
      <p className="status" role="status" aria-live="polite" data-search-status={done ? 'done' : 'busy'} data-query={done ? view.query : ''}>
        {status}
      </p>
      <div className="results" id={listId} role="listbox" aria-label="Search results">
        {view.groups.map(({ group, shown }, g) => (
          <div key={group.route} role="group" aria-labelledby={`${baseId}-group-${g}`}>
            <div className="group-label" id={`${baseId}-group-${g}`}>
              <span>{group.pageTitle}</span>
              <span className="type" data-method={group.method || undefined}>
                {typeLabel(group.type, group.method)}
              </span>
            </div>
            {shown.map(item => {
              const index = options.indexOf(item);
              const segments = excerpt(item.details.text, item.hit.terms, 170);
              return (
                <a
                  key={item.optionId}
                  id={item.optionId}
                  href={withPrefix(item.details.url)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  data-url={item.details.url}
                  onMouseMove={() => index !== active && setActive(index)}
                  onClick={event => {
                    // A plain click opens in place; modified and middle clicks keep the link's own behaviour (new tab, window).
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    open(item);
                  }}
                >
                  <span className="heading">{item.details.heading}</span>
                  {item.details.path && item.details.heading !== item.details.path && <span className="path">{item.details.path}</span>}
                  <span className="excerpt">
                    {segments.map((segment, i) =>
                      segment.mark ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>,
                    )}
                  </span>
                </a>
              );
            })}
          </div>
        ))}
      </div>
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
    </dialog>
  );
}
