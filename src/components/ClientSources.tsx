import React from 'react';
import { css } from '@emotion/react';
import { sourceLabel } from '../lib/clientExample';

const style = css`
  font-size: var(--text-sm);
  color: var(--c-text-muted);
  margin: 0 0 1.5rem;
  p {
    margin: 0 0 0.25rem;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li {
    margin: 0.15rem 0;
    overflow-wrap: anywhere;
  }
`;

/** The app's docs pages and source files a guide was checked against, with the date of that check. */
export function ClientSources({ sources, lastChecked }: { sources: readonly string[]; lastChecked: string }) {
  return (
    <div css={style} className="client-sources">
      <p id="sources-checked">
        Sources checked on <time dateTime={lastChecked}>{lastChecked}</time>
      </p>
      <ul aria-labelledby="sources-checked">
        {sources.map(href => (
          <li key={href}>
            <a href={href}>{sourceLabel(href)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
