import React from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { HtmlBlock } from './HtmlBlock';
import { plural } from '../../lib/plural';
import type { ApiOverviewFacts } from './apiOverviewFacts';

const cardsStyle = css`
  list-style: none;
  padding: 0;
  margin: 0 0 1.5rem;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 0.9rem;
  li {
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    padding: 0.85rem 1rem;
    background: var(--c-bg-soft);
    display: flex;
    flex-direction: column;
  }
  h3 {
    font-size: var(--text-base);
    margin: 0 0 0.35rem;
  }
  .api-markdown {
    font-size: var(--text-sm);
    flex: 1;
  }
  .api-markdown p {
    margin: 0 0 0.5rem;
  }
  .count {
    font-size: var(--text-sm);
    color: var(--c-text-muted);
    margin: 0;
  }
`;

/** The API overview's cards: one per tag, with its description and operation count. */
export function ApiTagCards({ tags }: Pick<ApiOverviewFacts, 'tags'>) {
  return (
    <ul css={cardsStyle} className="api-tag-cards">
      {tags.map(tag => (
        <li key={tag.path}>
          <h3>
            <a href={withPrefix(tag.path)}>{tag.displayName}</a>
          </h3>
          <HtmlBlock html={tag.descriptionHtml} />
          <p className="count">{plural(tag.operationCount, 'operation', 'operations')}</p>
        </li>
      ))}
    </ul>
  );
}
