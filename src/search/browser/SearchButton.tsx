/**
 * The navbar's search button and keyboard shortcuts (Ctrl/Cmd+K, and / outside text
 * fields). Tiny on purpose: the dialog, the engine and the index load only when the
 * reader opens search (a separate `search` chunk).
 */
import React, { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { searchButtonStyle } from './SearchButton.style';
import { useSearchShortcut } from './useSearchShortcut';

const loadDialog = () => import(/* webpackChunkName: "search" */ './SearchDialog');
const SearchDialog = lazy(loadDialog);

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

  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)), []);
  useSearchShortcut(openSearch, openRef);

  const shortcut = mac ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        ref={button}
        type="button"
        css={searchButtonStyle}
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
