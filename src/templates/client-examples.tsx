import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { ClientExamples } from '../clientGuides/browser/ClientExamples';
import { StaticIsland } from '../components/StaticIsland';
import { clientExamplesDescription, CLIENT_EXAMPLES_TITLE } from '../clientGuides/core/clientExamplesPage';
import type { PageContextOf } from '../gatsby/pages/pageContext';
import { CLIENT_EXAMPLES_PATH } from '../lib/siteRoutes';

/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'clientExamples'>;

/** Every client guide as a filterable card, and the settings for apps without a guide. */
export default function ClientExamplesTemplate({ pageContext }: PageProps<object, Context>) {
  const { examples, cardsHtml, unlistedHtml, headings } = pageContext;
  return (
    <DocPage
      pathname={CLIENT_EXAMPLES_PATH}
      title={CLIENT_EXAMPLES_TITLE}
      description={clientExamplesDescription(examples.length)}
      headings={headings}
      staticBody={false}
    >
      <ClientExamples examples={examples} cardsHtml={cardsHtml} />

      {/* The rest is static: a static island, whose tables and links work through delegated listeners. */}
      <StaticIsland id="connect-unlisted" html={unlistedHtml} />
    </DocPage>
  );
}

/** The meta description is the lead (clientExamplesDescription), which counts the guides. */
export function Head({ pageContext }: HeadProps<object, Context>) {
  return <Seo title={CLIENT_EXAMPLES_TITLE} description={clientExamplesDescription(pageContext.examples.length)} pathname={CLIENT_EXAMPLES_PATH} />;
}
