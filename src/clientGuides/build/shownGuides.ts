/**
 * The client guides this run shows, by name: drafts only where drafts are shown (develop). The
 * home page's integrations band and the client-examples index list the same guides, so both
 * read them through this one query, and a production build's counts and cards hold no draft.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { ClientSummary } from '../core/clientFilter';
import { shownDraftStates } from '../../gatsby/sourcing/publishingMode';
import { queryData } from '../../gatsby/pages/queryData';

/** The shown guides with what their cards and filters need, and their number (`totalCount`); `purpose` names the page in an error. */
export async function queryShownGuides(graphql: CreatePagesArgs['graphql'], purpose: string): Promise<{ totalCount: number; guides: ClientSummary[] }> {
  const result = await queryData(
    `the client guides for ${purpose}`,
    graphql<Queries.ShownGuidesQuery, Queries.ShownGuidesQueryVariables>(
      `
        query ShownGuides($drafts: [Boolean!]!) {
          allClientExample(filter: { draft: { in: $drafts } }, sort: { name: ASC }) {
            totalCount
            nodes {
              slug
              name
              description
              category
              pkce
              clientType
              groupsClaim
              logo {
                href
                light
                dark
              }
            }
          }
        }
      `,
      { drafts: shownDraftStates() },
    ),
  );
  const { totalCount, nodes } = result.allClientExample;
  return { totalCount, guides: [...nodes] };
}
