import React from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { MethodBadge } from '../../components/MethodBadge';
import { METHOD_BADGE } from '../../components/MethodBadge.attributes';
import { HtmlBlock } from './HtmlBlock';
import { plural } from '../../lib/plural';

/** What a tag's page lists: its description and each operation (method, path and summary). */
export interface ApiTagFacts {
  descriptionHtml: string | null;
  operations: { slug: string; path: string; summary: string; method: string; httpPath: string }[];
}

const listStyle = css`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  border-top: 1px solid var(--c-border);
  li {
    border-bottom: 1px solid var(--c-border);
  }
  a {
    display: grid;
    /* As wide as the widest badge (PATCH), so the summaries line up close beside it. */
    grid-template-columns: 2.75rem minmax(0, 1fr);
    column-gap: 0.75rem;
    row-gap: 0.15rem;
    padding: 0.65rem 0.5rem;
    text-decoration: none;
    color: var(--c-text);
  }
  a:hover {
    background: var(--c-bg-soft);
  }
  a:hover .summary {
    text-decoration: underline;
  }
  .${METHOD_BADGE} {
    align-self: center;
    grid-row: span 2;
    justify-self: start;
  }
  .summary {
    color: var(--c-link);
    font-weight: 600;
  }
  .path {
    font-family: var(--font-mono);
    font-size: var(--text-sm);
    color: var(--c-text-muted);
    overflow-wrap: anywhere;
  }
`;

/** A tag's page body: its description and every operation in it, rendered to HTML at page creation. */
export function ApiTagBody({ facts }: { facts: ApiTagFacts }) {
  return (
    <>
      <HtmlBlock html={facts.descriptionHtml} />
      <h2 id="operations">Operations</h2>
      <p>{plural(facts.operations.length, 'operation', 'operations')}.</p>
      <ul css={listStyle} className="api-tag-operations">
        {facts.operations.map(op => (
          <li key={op.slug}>
            <a href={withPrefix(op.path)}>
              <MethodBadge method={op.method} />
              <span className="summary">{op.summary}</span>
              <span className="path">{op.httpPath}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
