/**
 * A client guide's facts (badges, links, sources, the create-client request) as gatsby-node
 * reads them: one fragment, whose generated type `Queries.ClientGuideFactsFragment` the type
 * check holds against ClientGuideFacts (so it fails on a declared fact the fragment leaves
 * out), narrowed to the values the frontmatter allows.
 */
import { CLIENT_CATEGORIES, CLIENT_TYPES, oneOf, PKCE_VALUES } from '../core/clientExample';
import type { ClientGuideFacts } from '../core/clientExample';

/** Appended to the queries that spread it (see src/gatsby/pages/queryFragments.ts for why a string). */
export const CLIENT_GUIDE_FACTS = /* GraphQL */ `
  fragment ClientGuideFacts on ClientExample {
    name
    homepage
    category
    redirectUris
    postLogoutRedirectUris
    pkce
    clientType
    groupsClaim
    roleMapping
    minVersion
    lastChecked(formatString: "YYYY-MM-DD")
    sources
  }
`;

/** A queried guide with its category, PKCE support and client type checked against the frontmatter's values. */
export function withClientGuideFacts<Node extends Queries.ClientGuideFactsFragment>(
  node: Node,
): Omit<Node, 'category' | 'pkce' | 'clientType'> & ClientGuideFacts {
  return {
    ...node,
    category: oneOf(CLIENT_CATEGORIES, node.category, 'category'),
    pkce: oneOf(PKCE_VALUES, node.pkce, 'pkce'),
    clientType: oneOf(CLIENT_TYPES, node.clientType, 'clientType'),
  };
}
