/**
 * The navbar's search button and keyboard shortcuts (Ctrl/Cmd+K, and / outside text
 * fields). Tiny on purpose: the dialog, the engine and the index load only when the
 * reader opens search (a separate `search` chunk).
 */
import React, { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { visuallyHidden } from '../../styles/visuallyHidden';

const loadDialog = () => import(/* webpackChunkName: "search" */ './SearchDialog');
const SearchDialog = lazy(loadDialog);

const style = css`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  height: 2.25rem;
  padding: 0 0.5rem 0 0.65rem;
  margin-right: 0.25rem;
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  background: var(--c-bg-soft);
  color: var(--c-text-muted);
  font: inherit;
  font-size: var(--text-sm);
  cursor: pointer;
  &:hover {
    color: var(--c-text);
    border-color: var(--c-text-muted);
  }
  kbd {
    font-family: var(--font-sans);
    font-size: var(--text-xs);
    border: 1px solid var(--c-border);
    border-radius: 0.3rem;
    padding: 0 0.35rem;
    background: var(--c-bg);
    color: var(--c-text-muted);
  }
  /* Phones: icon only; the label stays in the accessible name (hidden visually, not display: none). */
  @media (max-width: 640px) {
    kbd {
      display: none;
    }
    .label {
      ${visuallyHidden};
    }
    /* An icon button like its neighbours (GitHub, colour mode): same size, colour and hover. */
    width: 2.5rem;
    height: 2.5rem;
    justify-content: center;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    color: var(--c-text);
    &:hover {
      background: var(--c-bg-soft);
    }
    svg {
      width: 1.3rem;
      height: 1.3rem;
    }
  }
`;

/** True when a key press goes into a text field (so `/` types a slash there). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const openRef = useRef(false);
  openRef.current = open;

  const openSearch = useCallback(() => {
    if (openRef.current) return;
    returnTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : button.current;
    setOpen(true);
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) (returnTo.current && returnTo.current.isConnected ? returnTo.current : button.current)?.focus();
  }, []);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const modK = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if (!modK && !slash) return;
      if (openRef.current) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  const shortcut = mac ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        ref={button}
        type="button"
        css={style}
        className="search-button"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        title={`Search docs (${mac ? '⌘K' : 'Ctrl+K'} or /)`}
        onClick={openSearch}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* The name comes from the content ("Search docs"), not aria-label: the visible text must be part of the name (WCAG 2.5.3), and an aria-hidden <kbd> still counts as visible. */}
        <span className="label">
          Search<span className="visually-hidden"> docs</span>
        </span>
        <kbd aria-hidden="true">{shortcut}</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
