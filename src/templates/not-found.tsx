import React from 'react';
import { css } from '@emotion/react';
import type { PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { DidYouMean } from '../components/notFound/DidYouMean';
import { NotFoundSearch } from '../components/notFound/NotFoundSearch';
import type { PageContextOf } from '../gatsby/pages/pageContext';

/** content/pages/not-found.mdx, rendered at page creation: its opening, then its section cards (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'notFound'>;

const style = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: var(--space-16) var(--space-4);
  outline: none;
  min-height: calc(100vh - var(--navbar-height) - 14rem);
`;

/** The 404 page: the writer's opening and sections (static islands) around the pages closest to the address and a search box. */
export default function NotFoundPage({ pageContext }: PageProps<object, Context>) {
  return (
    <main id="main-content" tabIndex={-1} css={style}>
      <StaticIsland id="not-found-intro" html={pageContext.introHtml} />
      <DidYouMean />
      <NotFoundSearch />
      <StaticIsland id="not-found-sections" html={pageContext.contentHtml} />
    </main>
  );
}

export function Head() {
  return <Seo title="Page not found" description="There is no page at this address." pathname="/404.html" noindex />;
}
