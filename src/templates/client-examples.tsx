import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { ClientExampleIndex } from '../components/ClientExampleIndex';
import { StaticIsland } from '../components/StaticIsland';
import { clientIndexDescription, CLIENT_INDEX_PATH, CLIENT_INDEX_TITLE } from '../lib/clientIndexPage';
import type { ClientSummary } from '../lib/clientFilter';

interface Context {
  /** What the filters match against. */
  examples: ClientSummary[];
  /** The cards and the generic settings, rendered to HTML at page creation (src/gatsby/page-bodies.tsx). */
  cardsHtml: string;
  unlistedHtml: string;
}

const HEADINGS = [
  { depth: 2, value: 'Applications', id: 'applications' },
  { depth: 2, value: 'Connect an app that is not listed', id: 'connect-an-app-that-is-not-listed' },
  { depth: 3, value: 'Endpoints', id: 'endpoints' },
  { depth: 3, value: 'Scopes and claims', id: 'scopes-and-claims' },
  { depth: 3, value: 'Choose the client type', id: 'choose-the-client-type' },
];

/** Every client guide as a filterable card, and the settings for apps without a guide. */
export default function ClientExamplesTemplate({ pageContext }: PageProps<object, Context>) {
  const { examples, cardsHtml, unlistedHtml } = pageContext;
  return (
    <DocPage
      pathname={CLIENT_INDEX_PATH}
      title={CLIENT_INDEX_TITLE}
      description={clientIndexDescription(examples.length)}
      headings={HEADINGS}
      staticBody={false}
    >
      <ClientExampleIndex examples={examples} cardsHtml={cardsHtml} />

      {/* The rest is static: a static island, with enhancers for its tables and links. */}
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
