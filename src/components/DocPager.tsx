import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import type { SidebarLink } from '../lib/sidebar';

const style = css`
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

const Arrow = ({ back }: { back?: boolean }) => (
  <svg
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {back ? <path d="M16 10H4m5-5-5 5 5 5" /> : <path d="M4 10h12m-5-5 5 5-5 5" />}
  </svg>
);

/** Previous and next pages in sidebar order, each with the section it belongs to. */
export function DocPager({
  previous,
  next,
  sectionOf,
}: {
  previous: SidebarLink | null;
  next: SidebarLink | null;
  sectionOf?: (route: string) => string | null;
}) {
  if (!previous && !next) return null;
  const caption = (word: string, link: SidebarLink) => {
    const section = sectionOf?.(link.href);
    return section ? `${word} · ${section}` : word;
  };
  return (
    <nav css={style} aria-label="Docs pages">
      {previous && (
        <a href={withPrefix(previous.href)} rel="prev">
          <Arrow back />
          <small>{caption('Previous', previous)}</small>
          <strong>{previous.label}</strong>
        </a>
      )}
      {next && (
        <a href={withPrefix(next.href)} rel="next" className="next">
          <Arrow />
          <small>{caption('Next', next)}</small>
          <strong>{next.label}</strong>
        </a>
      )}
    </nav>
  );
}
