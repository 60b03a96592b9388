import React from 'react';
import type { PageProps } from 'gatsby';
import { css } from '@emotion/react';
import siteConfig from '../siteConfig';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import type { PageContextOf } from '../gatsby/pages/pageContext';
import { useYourSetup } from '../yourSetup/browser/useYourSetup';

/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'home'>;

/** The page's landmark takes focus on navigation (the skip link), without a ring around the page. */
const style = css`
  outline: none;
`;

/** The home page: its bands are a static island of build-rendered MDX. */
export default function HomePage({ pageContext }: PageProps<object, Context>) {
  useYourSetup('/');
  return (
    <main id="main-content" tabIndex={-1} css={style}>
      <StaticIsland id="home-body" html={pageContext.contentHtml} />
    </main>
  );
}

export function Head() {
  return <Seo title={null} description={siteConfig.tagline} pathname="/" />;
}
