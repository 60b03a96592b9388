import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { pageNode } from '../lib/pageData';
import type { PageContextOf } from '../gatsby/pages/pageContext';

/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'apiTag'>;

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
