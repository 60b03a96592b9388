import { css } from '@emotion/react';

/** The previous and next links under a doc: two cards side by side, stacked on phones. */
export const docPagerStyle = css`
  grid-area: pager;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--space-4);
  margin-top: var(--space-8);
  a {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    column-gap: var(--space-3);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-lg);
    padding: var(--space-4) var(--space-5);
    text-decoration: none;
    color: var(--c-text);
    background: var(--c-bg-elevated);
    transition:
      border-color 0.15s,
      box-shadow 0.15s;
  }
  a:hover {
    border-color: var(--c-link);
    box-shadow: var(--shadow);
  }
  .next {
    grid-column: 2;
    grid-template-columns: 1fr auto;
    text-align: right;
  }
  .next svg {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
  svg {
    grid-row: 1 / span 2;
    width: 1.25rem;
    height: 1.25rem;
    color: var(--c-text-muted);
    transition: transform 0.15s;
  }
  a:hover svg {
    color: var(--c-link);
  }
  a[rel='prev']:hover svg {
    transform: translateX(-3px);
  }
  a[rel='next']:hover svg {
    transform: translateX(3px);
  }
  small {
    font-size: var(--text-xs);
    color: var(--c-text-muted);
    text-transform: none;
  }
  strong {
    color: var(--c-link);
    font-size: var(--text-md);
    line-height: var(--leading-tight);
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    .next {
      grid-column: 1;
    }
  }
`;
