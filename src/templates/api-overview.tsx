import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { API_OVERVIEW_TITLE } from '../apiReference/core/routes';
import { useYourSetup } from '../yourSetup/browser/useYourSetup';
import type { PageContextOf } from '../gatsby/pages/pageContext';
import { API_OVERVIEW_PATH } from '../lib/siteRoutes';

/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'apiOverview'>;

/** The one API overview: authentication, base URL, errors, pagination, rate limits and every tag. */
export default function ApiOverviewTemplate({ pageContext }: PageProps<object, Context>) {
  useYourSetup(API_OVERVIEW_PATH);
  return (
    <DocPage
      pathname={API_OVERVIEW_PATH}
      title={API_OVERVIEW_TITLE}
      description={pageContext.description}
      headings={pageContext.headings}
      contentHtml={pageContext.contentHtml}
    />
  );
}

/** The meta description is the lead (content/pages/api-overview.mdx's `description`). */
export function Head({ pageContext }: HeadProps<object, Context>) {
  return <Seo title={API_OVERVIEW_TITLE} description={pageContext.description} pathname={API_OVERVIEW_PATH} />;
}
