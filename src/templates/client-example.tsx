import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { AppLogo } from '../clientGuides/browser/AppLogo';
import type { SidebarLink } from '../lib/sidebar';
import { pageNode } from '../lib/pageData';
import { useYourSetup } from '../yourSetup/browser/useYourSetup';
import type { Heading } from '../lib/htmlHeadings';

interface Context {
  previous: SidebarLink | null;
  next: SidebarLink | null;
  /** The body and the badges, links and sources under the title, rendered to HTML at page creation (src/gatsby/page-bodies.tsx). */
  contentHtml: string;
  headerHtml: string;
  /** The h2 and h3 of that HTML, for the TOC: the Pocket ID half's (content/partials/pocket-id-client-setup.mdx), then the app's. */
  headings: Heading[];
}

export default function ClientExampleTemplate({ data, pageContext }: PageProps<Queries.ClientExamplePageQuery, Context>) {
  const example = pageNode(data.clientExample, 'ClientExamplePage');
  useYourSetup(example.slug);
  return (
    <DocPage
      pathname={example.slug}
      title={example.name}
      description={example.description}
      headings={pageContext.headings}
      sourcePath={example.sourcePath}
      draft={example.draft}
      previous={pageContext.previous}
      next={pageContext.next}
      contentHtml={pageContext.contentHtml}
      lastUpdated={example.lastUpdated}
      titleIcon={<AppLogo name={example.name} logo={example.logo} size="3rem" />}
      header={<StaticIsland key={`${example.slug}#header`} id="page-header" html={pageContext.headerHtml} />}
    />
  );
}

export const query = graphql`
  query ClientExamplePage($id: String!) {
    clientExample(id: { eq: $id }) {
      slug
      name
      description
      draft
      sourcePath
      lastUpdated
      logo {
        href
        light
        dark
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.ClientExamplePageQuery>) {
  const example = pageNode(data.clientExample, 'ClientExamplePage');
  return (
    <Seo
      title={`${example.name} with Pocket ID`}
      description={`Connect ${example.name} to Pocket ID with OpenID Connect: callback URLs, PKCE, client type and group mapping.`}
      pathname={example.slug}
      noindex={example.draft}
    />
  );
}
