import React from 'react';
import { css } from '@emotion/react';
import { sourceLabel } from '../core/clientExample';
import { plural } from '../../lib/plural';

const style = css`
  margin: var(--space-10) 0 0;
  padding-top: var(--space-4);
  border-top: 1px solid var(--c-border);
  font-size: var(--text-sm);
  color: var(--c-text-muted);
  p {
    margin: 0 0 0.25rem;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  /* Padding, not margins: a list far down a page renders lazily, and a contained list keeps its items' margins inside. */
  li {
    padding: 0.15rem 0;
    overflow-wrap: anywhere;
  }
`;

/** The sources of a guide, at the end of its body: the app's docs pages and source files, with the date of the check. */
export function ClientSources({ sources, lastChecked }: { sources: readonly string[]; lastChecked: string }) {
  return (
    <section css={style} id="sources" className="client-sources" aria-labelledby="sources-checked">
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
    </section>
  );
}

/** Under the title, one quiet line: when the guide was checked, and a link to its sources at the end. */
export function ClientSourcesLine({ sources, lastChecked }: { sources: readonly string[]; lastChecked: string }) {
  return (
    <>
      Checked on <time dateTime={lastChecked}>{lastChecked}</time> against <a href="#sources">{plural(sources.length, 'source', 'sources')}</a>
    </>
  );
}
