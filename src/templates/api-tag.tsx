import React from 'react';
import { css } from '@emotion/react';
import { graphql, HeadProps, PageProps, withPrefix } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { MethodBadge } from '../components/MethodBadge';
import { HtmlBlock } from '../components/api/HtmlBlock';
import type { SidebarLink } from '../lib/sidebar';
import { pageNode } from '../lib/pageData';
interface Context {
  previous: SidebarLink | null;
  next: SidebarLink | null;
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
  .method-badge {
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

/** A tag's page: its description and every operation in it (method, path and summary). */
export default function ApiTagTemplate({ data, pageContext }: PageProps<Queries.ApiTagPageQuery, Context>) {
  const tag = pageNode(data.apiTag, 'ApiTagPage');
  const paths = new Map(data.allApiOperation.nodes.map(n => [n.slug, n.path]));
  const count = tag.operations.length;
  return (
    <DocPage
      pathname={tag.path}
      title={tag.displayName}
      headings={[{ depth: 2, value: 'Operations', id: 'operations' }]}
      previous={pageContext.previous}
      next={pageContext.next}
    >
      <HtmlBlock html={tag.descriptionHtml} />
      <h2 id="operations">Operations</h2>
      <p>
        {count} {count === 1 ? 'operation' : 'operations'}.
      </p>
      <ul css={listStyle} className="api-tag-operations">
        {tag.operations.map(op => (
          <li key={op.slug}>
            <a href={withPrefix(op.path)}>
              <MethodBadge method={op.method} />
              <span className="summary">{op.summary}</span>
              <span className="path">{paths.get(op.slug)}</span>
            </a>
          </li>
        ))}
      </ul>
    </DocPage>
  );
}

export const query = graphql`
  query ApiTagPage($id: String!) {
    apiTag(id: { eq: $id }) {
      displayName
      path
      descriptionHtml
      operations {
        slug
        path
        summary
        method
      }
    }
    allApiOperation(filter: { tag: { id: { eq: $id } } }) {
      nodes {
        slug
        path
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.ApiTagPageQuery>) {
  const tag = pageNode(data.apiTag, 'ApiTagPage');
  return <Seo title={`${tag.displayName} API`} description={`Pocket ID API operations for ${tag.displayName}.`} pathname={tag.path} />;
}
