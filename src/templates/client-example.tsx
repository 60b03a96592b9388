import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { AppLogo } from '../clientGuides/browser/AppLogo';
import { pageNode } from '../lib/pageData';
import { useYourSetup } from '../yourSetup/browser/useYourSetup';
import type { PageContextOf } from '../gatsby/pages/pageContext';

/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'clientExample'>;

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
