/**
 * The search dialog (lazy chunk): a modal with a combobox input, type filters, a live
 * result count and a listbox of results grouped by page. Keyboard: arrows move the
 * active option (aria-activedescendant), Enter opens it, Escape closes. A native modal
 * <dialog>, so Tab and the accessibility tree stay inside. Results are links: new tab,
 * middle click and copy-link work. A query that finds nothing gets next steps (NoResults).
 */
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { loadEngine } from './client';
import { landOn } from './landing';
import { isBackdropClick, useModalDialog } from '../../hooks/useModalDialog';
import { Filter, Shown, useSearchResults } from './useSearchResults';
import { SearchResults } from './SearchResults';
import { SearchBar } from './SearchBar';
import { FilterButtons } from './FilterButtons';
import { KeyHints } from './KeyHints';
import { SearchStatus } from './SearchStatus';
import { NoResults } from './NoResults';
import { handleDialogKey } from './dialogKeys';

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
  @media (max-width: 640px) {
    margin: 0;
    width: 100%;
    max-width: none;
    height: 100%;
    max-height: none;
    border: 0;
    border-radius: 0;
  }
`;

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
      <SearchStatus view={view} query={query} filter={filter} done={done} />
      <SearchResults id={listId} baseId={baseId} view={view} options={options} active={active} setActive={setActive} onOpen={open} />
      {done && view.query && !view.error && view.groups.length === 0 && <NoResults query={view.query} onLeave={() => onClose(false)} />}
      <KeyHints />
    </dialog>
  );
}
