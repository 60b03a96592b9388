import React from 'react';
import { css } from '@emotion/react';
import type { HeadProps, PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import type { PageContextOf } from '../gatsby/pages/pageContext';

/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'docsIndex'>;

/** The page's frame; the lead and the cards carry their own styles (src/components/docsIndex/). */
const frameStyle = css`
  max-width: 70rem;
  margin: 0 auto;
  padding: 2.5rem 1.25rem 3rem;
  outline: none;
`;

/** The docs root page: its title, lead and section cards are a static island of build-rendered MDX. */
export default function DocsIndexPage({ pageContext }: PageProps<object, Context>) {
  return (
    <main id="main-content" tabIndex={-1} css={frameStyle}>
      <StaticIsland id="docs-index-body" html={pageContext.contentHtml} />
    </main>
  );
}

/** The meta description is the lead the body shows (content/pages/docs-index.mdx's `description`). */
export function Head({ pageContext }: HeadProps<object, Context>) {
  return <Seo title="Documentation" description={pageContext.description} pathname="/docs/" />;
}
