import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { ClientExampleIndex } from '../clientGuides/browser/ClientExampleIndex';
import { StaticIsland } from '../components/StaticIsland';
import { clientIndexDescription, CLIENT_INDEX_TITLE } from '../clientGuides/core/clientIndexPage';
import type { PageContextOf } from '../gatsby/pages/pageContext';
import { CLIENT_INDEX_PATH } from '../lib/siteRoutes';

/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'clientExamples'>;

/** Every client guide as a filterable card, and the settings for apps without a guide. */
export default function ClientExamplesTemplate({ pageContext }: PageProps<object, Context>) {
  const { examples, cardsHtml, unlistedHtml, headings } = pageContext;
  return (
    <DocPage
      pathname={CLIENT_INDEX_PATH}
      title={CLIENT_INDEX_TITLE}
      description={clientIndexDescription(examples.length)}
      headings={headings}
      staticBody={false}
    >
      <ClientExampleIndex examples={examples} cardsHtml={cardsHtml} />

      {/* The rest is static: a static island, whose tables and links work through delegated listeners. */}
      <StaticIsland id="connect-unlisted" html={unlistedHtml} />
    </DocPage>
  );
}

/** The meta description is the lead (clientIndexDescription), which counts the guides. */
export function Head({ pageContext }: HeadProps<object, Context>) {
  return <Seo title={CLIENT_INDEX_TITLE} description={clientIndexDescription(pageContext.examples.length)} pathname={CLIENT_INDEX_PATH} />;
}
