import React from 'react';
import { css } from '@emotion/react';
import type { HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { schemaPageHeadings } from '../components/api/SchemaPageBody';
import { ShippedBodyStyles } from '../components/ShippedBodyStyles';
import { schemaPageBodyStyles } from '../components/api/schemaPageBodyStyles';
import { API_OVERVIEW_PATH } from '../openapi/routes';
import { schemaPageDescription, type ApiSchemaPageContext } from '../openapi/schemaPages';

/** The schema's full, namespaced name, under its title. */
const schemaNameStyle = css`
  margin: 0 0 var(--space-4);
  overflow-wrap: anywhere;
  code {
    font-size: var(--text-sm);
  }
`;

/** A component schema too long to repeat in each operation, shown in full; it sits under the API overview. */
export default function ApiSchemaTemplate({ pageContext: schema }: PageProps<object, ApiSchemaPageContext>) {
  return (
    <>
      <DocPage
        pathname={schema.pagePath}
        title={schema.title}
        header={
          schema.title !== schema.name && (
            <p className="schema-name" css={schemaNameStyle}>
              <code>{schema.name}</code>
            </p>
          )
        }
        headings={schemaPageHeadings}
        contentHtml={schema.contentHtml}
        trailUnder={API_OVERVIEW_PATH}
      />
      <ShippedBodyStyles key={schema.pagePath} styles={schemaPageBodyStyles} />
    </>
  );
}

/** Schema pages share the API overview's social card, as operations share their tag's. */
export function Head({ pageContext: schema }: HeadProps<object, ApiSchemaPageContext>) {
  return (
    <Seo
      title={`${schema.name} schema`}
      description={schemaPageDescription(schema.name)}
      pathname={schema.pagePath}
      card={{ route: API_OVERVIEW_PATH, title: 'API reference' }}
    />
  );
}
