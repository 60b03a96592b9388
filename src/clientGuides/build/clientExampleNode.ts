/**
 * The ClientExample node: its GraphQL type and the values it gets from a guide's validated
 * frontmatter, both from the declaration (CLIENT_EXAMPLE_FRONTMATTER in
 * ../core/clientExample.ts), so a new guide field is written there only;
 * src/gatsby/sourcing/sourceContent.ts validates the file and adds what every content node has
 * (source path, dates).
 */
import type { Frontmatter } from '../../lib/frontmatter';
import { frontmatterGraphqlFields } from '../../gatsby/sourcing/frontmatterGraphql';
import type { AppLogoData } from '../core/appLogo';
import { CLIENT_EXAMPLE_FRONTMATTER } from '../core/clientExample';
import { createAppLogos } from './appLogos';
import { CLIENT_EXAMPLES_PATH } from '../../lib/siteRoutes';

export const clientExampleTypeDefs = `
  "An application integration guide sourced from content/client-examples/*.mdx."
  type ClientExample implements Node @dontInfer {
    "Route segment (the file name, case kept), e.g. immich or oCIS"
    route: String!
    slug: String!
    ${frontmatterGraphqlFields(CLIENT_EXAMPLE_FRONTMATTER)}
    sourcePath: String!
    "Date of the last commit touching the source file; null without git history"
    lastUpdated: Date @dateformat
    "The app's logo from simple-icons, picked at build time; null when the package has none"
    logo: AppLogo
    mdx: Mdx! @link(from: "mdxId")
  }

  "A logo in the simple-icons sprite (site path + #symbol) and its colour per theme (null: the text colour)."
  type AppLogo @dontInfer {
    href: String!
    light: String
    dark: String
  }
`;

/** A ClientExample node's values from its file: the frontmatter's, its route and its logo. */
type GuideValues = Frontmatter<typeof CLIENT_EXAMPLE_FRONTMATTER> & { route: string; slug: string; logo: AppLogoData | null };

/**
 * The values held to the ClientExample type's generated GraphQL types: a field without one
 * (a new frontmatter field before develop or build has regenerated src/gatsby-types.d.ts)
 * or with another type fails the type check here.
 */
type GuideNodeFields = GuideValues & Pick<Queries.ClientExample, keyof GuideValues>;

/** The fields of the guide at content/client-examples/<fileName>.mdx that come from its file. */
export function clientExampleNodeFields(guide: Frontmatter<typeof CLIENT_EXAMPLE_FRONTMATTER>, fileName: string): GuideNodeFields {
  return {
    route: fileName,
    slug: `${CLIENT_EXAMPLES_PATH}/${fileName}`,
    ...guide,
    // A fresh index per guide: a few milliseconds, and no state kept between builds.
    logo: createAppLogos().logo(fileName),
  };
}
