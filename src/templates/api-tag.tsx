import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import type { SidebarLink } from '../lib/sidebar';
import { pageNode } from '../lib/pageData';
import type { Heading } from '../lib/htmlHeadings';

interface Context {
  previous: SidebarLink | null;
  next: SidebarLink | null;
  /** The description and the list of operations, rendered to HTML at page creation (src/gatsby/page-bodies.tsx). */
  contentHtml: string;
  /** The TOC, read from that HTML. */
  headings: Heading[];
}

/** A tag's page: its description and every operation in it (method, path and summary). */
export default function ApiTagTemplate({ data, pageContext }: PageProps<Queries.ApiTagPageQuery, Context>) {
  const tag = pageNode(data.apiTag, 'ApiTagPage');
  return (
    <DocPage
      pathname={tag.path}
      title={tag.displayName}
      headings={pageContext.headings}
      previous={pageContext.previous}
      next={pageContext.next}
      contentHtml={pageContext.contentHtml}
    />
  );
}

export const query = graphql`
  query ApiTagPage($id: String!) {
    apiTag(id: { eq: $id }) {
      displayName
      path
    }
  }
`;

export function Head({ data }: HeadProps<Queries.ApiTagPageQuery>) {
  const tag = pageNode(data.apiTag, 'ApiTagPage');
  return <Seo title={`${tag.displayName} API`} description={`Pocket ID API operations for ${tag.displayName}.`} pathname={tag.path} />;
}
