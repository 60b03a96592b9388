import { css } from '@emotion/react';

/** The docs root page (/docs/): its frame, lead and section cards. */
export const docsIndexStyle = css`
  max-width: 70rem;
  margin: 0 auto;
  padding: 2.5rem 1.25rem 3rem;
  outline: none;
  /* An introduction line keeps the prose measure, not the page's width. */
  .lead {
    max-width: var(--measure);
  }
  .cards {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
    gap: 1rem;
    list-style: none;
    padding: 0;
  }
  .cards a {
    display: block;
    height: 100%;
    padding: 1.1rem 1.2rem;
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    color: var(--c-text);
    text-decoration: none;
    background: var(--c-bg-elevated);
  }
  .cards a:hover {
    border-color: var(--c-link);
  }
  .cards strong {
    display: block;
    color: var(--c-link);
    margin-bottom: 0.25rem;
    font-size: var(--text-base);
  }
  .cards span {
    color: var(--c-text-muted);
    font-size: var(--text-base);
  }
`;
