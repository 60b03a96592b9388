import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { ClientExampleIndex } from '../clientGuides/browser/ClientExampleIndex';
import { StaticIsland } from '../components/StaticIsland';
import { clientIndexDescription, CLIENT_INDEX_PATH, CLIENT_INDEX_TITLE } from '../clientGuides/core/clientIndexPage';
import type { ClientSummary } from '../clientGuides/core/clientFilter';
import type { Heading } from '../lib/htmlHeadings';

interface Context {
  /** What the filters match against. */
  examples: ClientSummary[];
  /** The cards and the generic settings, rendered to HTML at page creation (src/gatsby/page-bodies.tsx). */
  cardsHtml: string;
  unlistedHtml: string;
  /** The TOC: the cards' heading, then those of content/pages/client-examples.mdx, read from the HTML at page creation. */
  headings: Heading[];
}

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

export function Head({ pageContext }: HeadProps<object, Context>) {
  return (
    <Seo
      title={CLIENT_INDEX_TITLE}
      description={`Guides for connecting ${pageContext.examples.length} applications to Pocket ID with OpenID Connect, filterable by category, PKCE support and group mapping.`}
      pathname={CLIENT_INDEX_PATH}
    />
  );
}
