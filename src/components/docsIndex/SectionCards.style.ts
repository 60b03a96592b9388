import { css } from '@emotion/react';

/** The docs index's section cards (SectionCards.tsx): a grid of linked cards, each a title and a sentence. */
export const sectionCardsStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 1rem;
  list-style: none;
  padding: 0;
  a {
    display: block;
    height: 100%;
    padding: 1.1rem 1.2rem;
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    color: var(--c-text);
    text-decoration: none;
    background: var(--c-bg-elevated);
  }
  a:hover {
    border-color: var(--c-link);
  }
  strong {
    display: block;
    color: var(--c-link);
    margin-bottom: 0.25rem;
    font-size: var(--text-base);
  }
  span {
    color: var(--c-text-muted);
    font-size: var(--text-base);
  }
`;
