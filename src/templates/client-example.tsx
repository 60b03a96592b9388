import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { devContent } from '../components/DevMdxContent';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { CLIENT_SETUP_HEADINGS } from '../lib/clientSetupHeadings';
import type { ClientGuideFacts } from '../lib/clientSetupMarkdown';
import type { AppLogoData } from '../lib/appLogo';
import { AppLogo } from '../components/AppLogo';
import type { SidebarLink } from '../lib/sidebar';
import type { TocHeading } from '../components/Toc';

interface Data {
  clientExample: ClientGuideFacts & {
    slug: string;
    description: string;
    draft: boolean;
    sourcePath: string;
    lastUpdated: string | null;
    logo: AppLogoData | null;
    headings: TocHeading[];
  };
}
interface Context {
  previous: SidebarLink | null;
  next: SidebarLink | null;
  /** The body rendered at build time (production); develop renders the MDX instead. */
  contentHtml?: string;
  /** The badges, links and sources under the title, rendered at build time (production). */
  headerHtml?: string;
}

export default function ClientExampleTemplate({ data, pageContext, children }: PageProps<Data, Context>) {
  const example = data.clientExample;
  return (
    <DocPage
      pathname={example.slug}
      title={example.name}
      description={example.description}
      headings={[...CLIENT_SETUP_HEADINGS, ...example.headings]}
      sourcePath={example.sourcePath}
      draft={example.draft}
      previous={pageContext.previous}
      next={pageContext.next}
      contentHtml={pageContext.contentHtml}
      lastUpdated={example.lastUpdated}
      titleIcon={<AppLogo name={example.name} logo={example.logo} size="3rem" />}
      header={
        <StaticIsland key={`${example.slug}#header`} id="page-header" html={pageContext.headerHtml}>
          {devContent && <devContent.ClientGuideHeader facts={example} />}
        </StaticIsland>
      }
    >
      {devContent && devContent.clientExampleBody(example, <devContent.MdxContent>{children}</devContent.MdxContent>)}
    </DocPage>
  );
}

export const query = graphql`
  query ClientExamplePage($id: String!) {
    clientExample(id: { eq: $id }) {
      slug
      name
      description
      homepage
      category
      redirectUris
      pkce
      clientType
      groupsClaim
      roleMapping
      minVersion
      lastChecked(formatString: "YYYY-MM-DD")
      sources
      draft
      sourcePath
      lastUpdated
      logo {
        href
        light
        dark
      }
      headings {
        depth
        value
        id
      }
    }
  }
`;

export function Head({ data }: HeadProps<Data>) {
  const example = data.clientExample;
  return (
    <Seo
      title={`${example.name} with Pocket ID`}
      description={`Connect ${example.name} to Pocket ID with OpenID Connect: callback URLs, PKCE, client type and group mapping.`}
      pathname={example.slug}
      noindex={example.draft}
    />
  );
}
