import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { ClientExampleIndex } from '../components/ClientExampleIndex';
import { StaticIsland } from '../components/StaticIsland';
import { devClientIndex } from '../components/DevClientIndexContent';
import type { ClientSummary } from '../lib/clientFilter';

interface Context {
  /** What the filters match against (with logos only in develop, which renders the cards). */
  examples: ClientSummary[];
  /** The cards and the generic settings rendered at build time (production). */
  cardsHtml?: string;
  unlistedHtml?: string;
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
      pathname="/docs/client-examples"
      title="Client examples"
      description={`Step-by-step guides for ${examples.length} apps: callback URLs, client type, PKCE and groups, and the app's own settings.`}
      headings={HEADINGS}
      staticBody={false}
    >
      <ClientExampleIndex examples={examples} cardsHtml={cardsHtml}>
        {devClientIndex && (
          <>
            <devClientIndex.ClientIndexStyle />
            <devClientIndex.ClientCards examples={examples} />
          </>
        )}
      </ClientExampleIndex>

      {/* The rest is static: a static island, with enhancers for its tables and links. */}
      <StaticIsland id="connect-unlisted" html={unlistedHtml}>
        {devClientIndex && <devClientIndex.ConnectUnlistedApp />}
      </StaticIsland>
    </DocPage>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  return (
    <Seo
      title="Client examples"
      description={`Guides for connecting ${pageContext.examples.length} applications to Pocket ID with OpenID Connect, filterable by category, PKCE support and group mapping.`}
      pathname="/docs/client-examples"
    />
  );
}
