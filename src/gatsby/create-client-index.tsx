/**
 * The client-examples index: its cards and generic settings are rendered here in production
 * (the browser ships only the filters); develop renders them in the browser.
 */
import React from 'react';
import type { CreatePagesArgs } from 'gatsby';
import type { PageCreator } from './page-creator';
import type { ClientSummary } from '../lib/clientFilter';
import { renderStatic } from './render-static';
import { ClientCards } from '../components/ClientCards';
import { ConnectUnlistedApp } from '../components/ConnectUnlistedApp';
import { ClientIndexStyle } from '../components/ClientIndexStyle';

export const CLIENT_INDEX_PATH = '/docs/client-examples';

export async function createClientIndex({ graphql, reporter }: CreatePagesArgs, pages: PageCreator, component: string, basePath = ''): Promise<void> {
  const result = await graphql<{ allClientExample: { nodes: (ClientSummary & { draft: boolean })[] } }>(`
    {
      allClientExample(sort: { name: ASC }) {
        nodes {
          slug
          name
          description
          category
          pkce
          clientType
          groupsClaim
          draft
          logo {
            href
            light
            dark
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the client examples for their index', result.errors);
    return;
  }
  const production = process.env.NODE_ENV === 'production';
  const examples = result.data.allClientExample.nodes.filter(e => !production || !e.draft).map(({ draft: _draft, ...summary }) => summary);
  const context = production
    ? {
        // The filters need no logos: those are in the cards' HTML.
        examples: examples.map(({ logo: _logo, ...summary }) => summary),
        cardsHtml: renderStatic(
          <>
            <ClientIndexStyle />
            <ClientCards examples={examples} />
          </>,
          basePath,
        ),
        unlistedHtml: renderStatic(<ConnectUnlistedApp />, basePath),
      }
    : { examples };
  pages.create({ path: CLIENT_INDEX_PATH, component, context }, 'content/client-examples');
}
