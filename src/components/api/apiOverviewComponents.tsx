import React from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { HtmlBlock, InlineCode } from './HtmlBlock';
import type { ApiSecurityScheme, ApiServer } from '../../openapi/types';
import { POCKET_ID_URL } from '../../lib/pocketIdUrl';

/** What the API overview shows of the spec: its operation count, tags and document-level information. */
export interface ApiOverviewFacts {
  /** The numbers of operations and tags (the queries' totalCount). */
  operationCount: number;
  tagCount: number;
  tags: { displayName: string; path: string; descriptionHtml: string | null; operationCount: number }[];
  info: {
    version: string;
    openapiVersion: string;
    servers: ApiServer[];
    securitySchemes: ApiSecurityScheme[];
    license: { name: string; url: string | null } | null;
  } | null;
}

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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The API overview's data components: what content/pages/api-overview.mdx shows of the
 * OpenAPI document (counts, version, tag cards, security schemes, servers). The prose is
 * the MDX file's; these only give it the spec's facts.
 */
export function apiOverviewComponents({ tags, info, operationCount, tagCount }: ApiOverviewFacts) {
  return {
    // The placeholder named as such: marked literal, so "Your setup" leaves it (src/yourSetup/core/exampleHostMarks.ts).
    SampleBaseUrl: () => <code data-example-literal="">{POCKET_ID_URL}</code>,
    OperationCount: () => <>{plural(operationCount, 'operation', 'operations')}</>,
    TagCount: () => <>{plural(tagCount, 'group', 'groups')}</>,
    ApiVersion: () =>
      info ? (
        <p className="api-version">
          API version <strong>{info.version}</strong> · OpenAPI {info.openapiVersion}
          {info.license && <> · License {info.license.url ? <a href={info.license.url}>{info.license.name}</a> : info.license.name}</>}
        </p>
      ) : null,
    TagCards: () => (
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
    ),
    SecuritySchemes: () =>
      info && info.securitySchemes.length > 0 ? (
        <dl className="api-schemes">
          {info.securitySchemes.map(scheme => (
            <React.Fragment key={scheme.key}>
              <dt>
                <strong>{scheme.label}</strong> (<code>{scheme.key}</code>)
              </dt>
              <dd>
                <p>
                  <InlineCode text={scheme.summary} />
                </p>
                <HtmlBlock html={scheme.descriptionHtml} />
              </dd>
            </React.Fragment>
          ))}
        </dl>
      ) : (
        <p>The OpenAPI document declares no authentication schemes.</p>
      ),
    Servers: () =>
      info && info.servers.length > 0 ? (
        <ul>
          {info.servers.map(server => (
            <li key={server.url}>
              <code>{server.url}</code>
              <HtmlBlock html={server.descriptionHtml} />
            </li>
          ))}
        </ul>
      ) : null,
  };
}
