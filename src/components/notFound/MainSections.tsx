import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';

const style = css`
  h2 {
    font-size: var(--text-lg);
    margin: 0 0 var(--space-4);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    gap: var(--space-3);
  }
  a {
    display: block;
    height: 100%;
    padding: var(--space-4);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-lg);
    background: var(--c-bg-elevated);
    color: var(--c-text);
    text-decoration: none;
  }
  a:hover {
    border-color: var(--c-link);
  }
  strong {
    display: block;
    color: var(--c-link);
    margin-bottom: var(--space-1);
  }
  li span {
    color: var(--c-text-muted);
    font-size: var(--text-sm);
  }
`;

/** The 404 page's way back: a card for each main section of the site (content/pages/not-found.mdx). */
export function MainSections({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <nav aria-label={title} css={style}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

/** One section's card: where it goes, its name, and a sentence on what is there. */
export function Section({ to, title, children }: { to: string; title: string; children?: React.ReactNode }) {
  return (
    <li>
      <a href={withPrefix(to)}>
        <strong>{title}</strong>
        <span>{children}</span>
      </a>
    </li>
  );
}
