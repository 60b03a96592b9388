import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import { StaticIsland } from './StaticIsland';

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

/** The 404 page's way back: a card for each main section of the site (a static island). */
export function MainSections() {
  return (
    <StaticIsland id="not-found-sections" as="nav" aria-label="Main sections" css={style}>
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
  );
}
