import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { DevSchemaPageBody } from '../components/api/DevSchemaPageBody';
import { schemaPageHeadings } from '../components/api/SchemaPageBody';
import { operationStyle } from '../components/api/operationStyle';
import { API_OVERVIEW_PATH } from '../openapi/routes';
import { schemaPageDescription } from '../openapi/schemaPages';
import type { SchemaNode } from '../openapi/types';
import { pageNode, WithJson } from '../lib/pageData';

/** The tree is queried only where the browser renders it (`withBody`, develop). */
type Schema = WithJson<NonNullable<Queries.ApiSchemaPageQuery['apiSchema']>, { tree?: SchemaNode | null }>;
type Data = { apiSchema: Schema | null };
interface Context {
  /** The body rendered at build time (production). */
  contentHtml?: string;
}

/** A component schema too long to repeat in each operation, shown in full; it sits under the API overview. */
export default function ApiSchemaTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const schema = pageNode(data.apiSchema, 'ApiSchemaPage');
  return (
    <div css={operationStyle}>
      <DocPage
        pathname={schema.pagePath}
        title={schema.title}
        header={
          schema.title !== schema.name && (
            <p className="schema-name">
              <code>{schema.name}</code>
            </p>
          )
        }
        headings={schemaPageHeadings}
        contentHtml={pageContext.contentHtml}
        trailUnder={API_OVERVIEW_PATH}
      >
        {DevSchemaPageBody && schema.tree && <DevSchemaPageBody tree={schema.tree} />}
      </DocPage>
    </div>
  );
}

export const query = graphql`
  query ApiSchemaPage($id: String!, $withBody: Boolean!) {
    apiSchema(id: { eq: $id }) {
      name
      title
      pagePath
      tree @include(if: $withBody)
    }
  }
`;

/** Schema pages share the API overview's social card, as operations share their tag's. */
export function Head({ data }: HeadProps<Data>) {
  const schema = pageNode(data.apiSchema, 'ApiSchemaPage');
  return (
    <Seo
      title={`${schema.name} schema`}
      description={schemaPageDescription(schema.name)}
      pathname={schema.pagePath}
      card={{ route: API_OVERVIEW_PATH, title: 'API documentation' }}
    />
  );
}
