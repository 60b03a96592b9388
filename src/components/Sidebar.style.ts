import { css } from '@emotion/react';

/** The docs sidebar: categories, their toggles and links, the current entry. */
export const sidebarStyle = css`
  font-size: var(--text-sm);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-left: 0.75rem;
    margin-left: 0.35rem;
    border-left: 1px solid var(--c-border);
  }
  a {
    display: flex;
    align-items: center;
    gap: 0.45rem;
    padding: 0.3rem 0.6rem;
    border-radius: 0.35rem;
    color: var(--c-text);
    text-decoration: none;
    line-height: 1.35;
  }
  a:hover {
    background: var(--c-bg-soft);
  }
  a[aria-current='page'] {
    background: var(--c-active-bg);
    color: var(--c-link);
    font-weight: 600;
  }
  .category-row {
    display: flex;
    align-items: center;
  }
  .category-row > a,
  .category-row > span {
    flex: 1;
    font-weight: 600;
  }
  .category-row > span {
    padding: 0.3rem 0.6rem;
  }
  /* Nested categories (the API's tags) are not bold, so the top-level sections stand out. */
  ul ul .category-row > a:not([aria-current]),
  ul ul .category-row > span {
    font-weight: 500;
  }
  .toggle {
    background: none;
    border: 0;
    color: var(--c-text-muted);
    cursor: pointer;
    width: 2rem;
    height: 2rem;
    border-radius: 0.35rem;
    flex: none;
  }
  .toggle:hover {
    background: var(--c-bg-soft);
  }
  .toggle svg {
    transition: transform 0.15s;
  }
  .toggle[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
  .draft {
    font-size: var(--text-2xs);
    border: 1px solid currentColor;
    border-radius: 0.25rem;
    padding: 0 0.25rem;
    color: var(--c-warning);
  }
`;
