import React from 'react';
import { css } from '@emotion/react';
import type { HeadProps, PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import type { PageContextOf } from '../gatsby/pages/pageContext';
import { SEARCH_PAGE_PATH } from '../lib/siteRoutes';

/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'search'>;

const frameStyle = css`
  max-width: 70rem;
  margin: 0 auto;
  padding: 2.5rem 1.25rem 3rem;
  outline: none;
`;

/** The search page: a static island of build-rendered MDX (content/pages/search.mdx). */
export default function SearchPage({ pageContext }: PageProps<object, Context>) {
  return (
    <main id="main-content" tabIndex={-1} css={frameStyle}>
      <StaticIsland id="search-page-body" html={pageContext.contentHtml} />
    </main>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  return <Seo title="Search the docs" description={pageContext.description} pathname={SEARCH_PAGE_PATH} />;
}
