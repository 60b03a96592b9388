import React from 'react';
import { css } from '@emotion/react';
import { WITHOUT_SCRIPTS } from '../../lib/rootAttributes';

const style = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  max-width: 32rem;
  height: 3rem;
  padding: 0 var(--space-4);
  margin: 0 0 var(--space-12);
  font: inherit;
  color: var(--c-text-muted);
  background: var(--c-bg-soft);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-lg);
  cursor: text;
  text-align: left;
  &:hover {
    border-color: var(--c-link);
    color: var(--c-text);
  }
  span {
    flex: 1;
  }
  /* It opens the navbar's search, which needs JavaScript. */
  ${WITHOUT_SCRIPTS} & {
    display: none;
  }
`;

/** Opens the navbar's search dialog through its own keyboard shortcut (the one search on the site). */
const openSearch = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));

/** The 404 page's search field look-alike: a button that opens the search dialog. */
export function NotFoundSearch() {
  return (
    <button type="button" css={style} className="search" aria-haspopup="dialog" onClick={openSearch}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>Search the docs</span>
      <kbd aria-hidden="true">/</kbd>
    </button>
  );
}
