import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { DidYouMean } from '../components/DidYouMean';

const style = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: var(--space-16) var(--space-4);
  outline: none;
  min-height: calc(100vh - var(--navbar-height) - 14rem);
  .code {
    font-family: var(--font-mono);
    font-weight: 700;
    color: var(--c-link);
    margin: 0 0 var(--space-2);
  }
  h1 {
    font-size: var(--text-3xl);
    margin: 0 0 var(--space-3);
  }
  .lead {
    font-size: var(--text-md);
    color: var(--c-text-muted);
    max-width: var(--measure);
    margin: 0 0 var(--space-6);
  }
  .search {
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
  }
  .search:hover {
    border-color: var(--c-link);
    color: var(--c-text);
  }
  .search span {
    flex: 1;
  }
  .search kbd {
    font-family: var(--font-sans);
    font-size: var(--text-xs);
    border: 1px solid var(--c-border);
    border-radius: 0.3rem;
    padding: 0 0.35rem;
    background: var(--c-bg);
  }
  html:not([data-js]) & .search {
    display: none;
  }
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
  ul a {
    display: block;
    height: 100%;
    padding: var(--space-4);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-lg);
    background: var(--c-bg-elevated);
    color: var(--c-text);
    text-decoration: none;
  }
  ul a:hover {
    border-color: var(--c-link);
  }
  strong {
    display: block;
    color: var(--c-link);
    margin-bottom: var(--space-1);
  }
  ul span {
    color: var(--c-text-muted);
    font-size: var(--text-sm);
  }
`;

const SECTIONS = [
  { to: '/', title: 'Home', text: 'What Pocket ID is, with a quick start.' },
  { to: '/docs/', title: 'All documentation', text: 'Every section of the docs at a glance.' },
  { to: '/docs/setup/installation', title: 'Installation', text: 'Docker Compose or a binary, behind HTTPS.' },
  { to: '/docs/setup/upgrading', title: 'Upgrading', text: 'Back up first, then move to a new version.' },
  { to: '/docs/configuration/environment-variables', title: 'Environment variables', text: 'Every setting, its default and what it changes.' },
  { to: '/docs/client-examples', title: 'Client examples', text: 'Guides for connecting applications.' },
  { to: '/docs/api-documentation', title: 'API reference', text: 'Every operation, with code samples.' },
  { to: '/docs/troubleshooting/common-issues', title: 'Troubleshooting', text: 'Common errors and how to fix them.' },
];

/** Opens the navbar's search dialog through its own keyboard shortcut (the one search on the site). */
const openSearch = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));

export default function NotFoundPage() {
  return (
    <main id="main-content" tabIndex={-1} css={style}>
      <p className="code">404</p>
      <h1>Page not found</h1>
      <p className="lead" data-page-frame="summary">
        There is no page at this address. It may have moved, or the link may have a typo. Search the docs, or pick a section below.
      </p>
      <DidYouMean />
      <button type="button" className="search" aria-haspopup="dialog" onClick={openSearch}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>Search the docs</span>
        <kbd aria-hidden="true">/</kbd>
      </button>
      <StaticIsland id="not-found-sections" as="nav" aria-label="Main sections">
        <h2>Main sections</h2>
        <ul>
          {SECTIONS.map(s => (
            <li key={s.to}>
              <a href={withPrefix(s.to)}>
                <strong>{s.title}</strong>
                <span>{s.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </StaticIsland>
    </main>
  );
}

export function Head() {
  return <Seo title="Page not found" description="There is no page at this address." pathname="/404.html" noindex />;
}
