import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { pageNode } from '../lib/pageData';
import { useYourSetup } from '../yourSetup/browser/useYourSetup';
import type { PageContextOf } from '../gatsby/pages/pageContext';

/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'doc'>;

export default function DocTemplate({ data, pageContext }: PageProps<Queries.DocPageQuery, Context>) {
  const doc = pageNode(data.doc, 'DocPage');
  useYourSetup(doc.slug);
  return (
    <DocPage
      pathname={doc.slug}
      title={doc.title}
      description={doc.description}
      headings={pageContext.headings}
      sourcePath={doc.sourcePath}
      draft={doc.draft}
      previous={pageContext.previous}
      next={pageContext.next}
      contentHtml={pageContext.contentHtml}
      lastUpdated={doc.lastUpdated}
    />
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      slug
      title
      description
      sourcePath
      draft
      lastUpdated
    }
  }
`;

export function Head({ data }: HeadProps<Queries.DocPageQuery>) {
  const doc = pageNode(data.doc, 'DocPage');
  return <Seo title={doc.title} description={doc.description} pathname={doc.slug} noindex={doc.draft} />;
}
