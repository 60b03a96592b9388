/** What the search dialog offers when a query finds nothing: the error-message index, common issues, and the question asked on GitHub. */
import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import siteConfig from '../../siteConfig';

const style = css`
  padding: 0.25rem 0.9rem 0.9rem;
  font-size: var(--text-sm);
  p {
    margin: 0 0 0.4rem;
    color: var(--c-text-muted);
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.35rem;
  }
  a {
    display: block;
    padding: 0.45rem 0.6rem;
    border: 1px solid var(--c-border);
    border-radius: 0.35rem;
    color: var(--c-link);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: var(--c-active-bg);
  }
  a:focus-visible {
    outline: 2px solid var(--c-focus);
    outline-offset: 1px;
  }
  span {
    display: block;
    font-weight: 400;
    color: var(--c-text-muted);
  }
`;

/** Where the site's own next steps are (content/docs/troubleshooting). */
const ERROR_MESSAGES_PATH = '/docs/troubleshooting/error-messages';
const COMMON_ISSUES_PATH = '/docs/troubleshooting/common-issues';

/**
 * The question searched in Pocket ID's GitHub discussions.
 * @internal Exported for its tests; production uses it in this file only.
 */
export const discussionsSearch = (query: string) => `${siteConfig.providerRepositoryUrl}/discussions?discussions_q=${encodeURIComponent(query)}`;

/** `onLeave` closes the dialog when a link opens in place. */
export function NoResults({ query, onLeave }: { query: string; onLeave: () => void }) {
  // A plain click opens in place; modified clicks keep the link's own behaviour (new tab, window).
  const leave = (event: React.MouseEvent) => event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) && onLeave();
  return (
    <nav css={style} className="no-results" aria-label="Next steps">
      <p>Try fewer or other words, or one of these:</p>
      <ul>
        <li>
          <a href={withPrefix(ERROR_MESSAGES_PATH)} onClick={leave}>
            Error messages
            <span>Look up a message Pocket ID or an app shows</span>
          </a>
        </li>
        <li>
          <a href={withPrefix(COMMON_ISSUES_PATH)} onClick={leave}>
            Common issues
            <span>Fixes for sign-in, passkey, proxy and email problems</span>
          </a>
        </li>
        <li>
          <a href={discussionsSearch(query)} onClick={leave}>
            Search GitHub discussions for “{query}”<span>Questions other admins asked about Pocket ID</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
