/**
 * The ClientExample node: its GraphQL type and the fields it gets from a guide's validated
 * frontmatter (CLIENT_EXAMPLE_FRONTMATTER in ../core/clientExample.ts). A new guide field
 * goes into those three places, all in src/clientGuides; src/gatsby/source-content.ts
 * validates the file and adds what every content node has (source path, dates, headings).
 */
import type { Frontmatter } from '../../lib/frontmatter';
import type { CLIENT_EXAMPLE_FRONTMATTER } from '../core/clientExample';
import { CLIENT_INDEX_PATH } from '../core/clientIndexPage';
import { createAppLogos } from './appLogos';

export const clientExampleTypeDefs = `
  "An application integration guide sourced from content/client-examples/*.mdx."
  type ClientExample implements Node @dontInfer {
    "Route segment (the file name, case kept), e.g. immich or oCIS"
    route: String!
    slug: String!
    name: String!
    description: String!
    homepage: String!
    category: String!
    redirectUris: [String!]!
    "The client's Logout Callback URLs; empty when the app returns to none"
    postLogoutRedirectUris: [String!]!
    pkce: String!
    clientType: String!
    groupsClaim: Boolean!
    roleMapping: String
    minVersion: String
    lastChecked: Date! @dateformat
    "Docs pages or source files of the app that the guide was checked against"
    sources: [String!]!
    draft: Boolean!
    sourcePath: String!
    "Date of the last commit touching the source file; null without git history"
    lastUpdated: Date @dateformat
    "The app's logo from simple-icons, picked at build time; null when the package has none"
    logo: AppLogo
    headings: [DocHeading!]!
    mdx: Mdx! @link(from: "mdxId")
  }

  "A logo in the simple-icons sprite (site path + #symbol) and its colour per theme (null: the text colour)."
  type AppLogo @dontInfer {
    href: String!
    light: String
    dark: String
  }
`;

/** The fields of the guide at content/client-examples/<fileName>.mdx that come from its frontmatter. */
export function clientExampleNodeFields(guide: Frontmatter<typeof CLIENT_EXAMPLE_FRONTMATTER>, fileName: string) {
  return {
    route: fileName,
    slug: `${CLIENT_INDEX_PATH}/${fileName}`,
    name: guide.name,
    description: guide.description,
    homepage: guide.homepage,
    category: guide.category,
    redirectUris: guide.redirectUris,
    postLogoutRedirectUris: guide.postLogoutRedirectUris ?? [],
    pkce: guide.pkce,
    clientType: guide.clientType,
    groupsClaim: guide.groupsClaim,
    roleMapping: guide.roleMapping,
    minVersion: guide.minVersion,
    lastChecked: guide.lastChecked,
    sources: guide.sources,
    draft: guide.draft === true,
    // A fresh index per guide: a few milliseconds, and no state kept between builds.
    logo: createAppLogos().logo(fileName),
  };
}
