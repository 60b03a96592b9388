import React from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { AppLogo } from '../../clientGuides/browser/AppLogo';
import type { HomeFacts } from './homeFacts';
import { CLIENT_EXAMPLES_PATH } from '../../lib/siteRoutes';

const style = css`
  list-style: none;
  margin: 0 0 var(--space-6);
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-3);
  a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    padding: var(--space-1) var(--space-4) var(--space-1) var(--space-1);
    border: 1px solid var(--c-border);
    border-radius: 999px;
    color: var(--c-text);
    text-decoration: none;
    font-size: var(--text-sm);
    font-weight: 600;
    background: var(--c-bg-elevated);
    white-space: nowrap;
  }
  a:hover {
    border-color: var(--c-link);
  }
  .app-logo {
    --logo-size: 2rem;
    border-radius: 999px;
  }
`;

/** Every client guide that has a logo, as a pill linking to the guide. */
export function IntegrationLogos({ guides }: { guides: HomeFacts['guides'] }) {
  return (
    <ul className="integrations" css={style}>
      {guides
        .filter(g => g.logo)
        .map(g => (
          <li key={g.slug}>
            <a href={withPrefix(g.slug)}>
              <AppLogo name={g.name} logo={g.logo} />
              {g.name}
            </a>
          </li>
        ))}
    </ul>
  );
}

const allStyle = css`
  font-weight: 600;
`;

/** The band's closing link to the client-examples index. */
export function AllGuides({ children }: { children: React.ReactNode }) {
  return (
    <a className="all-guides" href={withPrefix(CLIENT_EXAMPLES_PATH)} css={allStyle}>
      {children}
    </a>
  );
}
