import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { ShippedBodyStyles } from '../components/ShippedBodyStyles';
import { shippedSchemaPageStyles } from '../apiReference/browser/shippedSchemaPageStyles';
import { schemaPageDescription } from '../apiReference/core/schemaPages';
import type { PageContextOf } from '../gatsby/pages/pageContext';
import { API_OVERVIEW_PATH } from '../lib/siteRoutes';

/** The schema's facts and its body (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'apiSchema'>;

/** A component schema too long to repeat in each operation, shown in full; it sits under the API overview. */
export default function ApiSchemaTemplate({ pageContext: schema }: PageProps<object, Context>) {
  return (
    <>
      <DocPage
        pathname={schema.pagePath}
        title={schema.title}
        header={schema.headerHtml ? <StaticIsland key={`${schema.pagePath}#header`} id="page-header" html={schema.headerHtml} /> : undefined}
        headings={schema.headings}
        contentHtml={schema.contentHtml}
        trailUnder={API_OVERVIEW_PATH}
      />
      <ShippedBodyStyles key={schema.pagePath} styles={shippedSchemaPageStyles} />
    </>
  );
}

/** Schema pages share the API overview's social card, as operations share their tag's. */
export function Head({ pageContext: schema }: HeadProps<object, Context>) {
  return (
    <Seo
      title={`${schema.name} schema`}
      description={schemaPageDescription(schema.name)}
      pathname={schema.pagePath}
      card={{ route: API_OVERVIEW_PATH, title: 'API reference' }}
    />
  );
}
