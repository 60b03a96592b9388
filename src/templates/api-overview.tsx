import React from 'react';
import type { PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { API_OVERVIEW_DESCRIPTION, API_OVERVIEW_PATH, API_OVERVIEW_TITLE } from '../openapi/routes';

interface Context {
  /** The body, rendered to HTML at page creation (src/gatsby/page-bodies.tsx). */
  contentHtml: string;
}

const HEADINGS = [
  { depth: 2, value: 'Browse the API by tag', id: 'browse-the-api-by-tag' },
  { depth: 2, value: 'Authentication', id: 'authentication' },
  { depth: 3, value: 'Authenticate with an API key', id: 'authenticate-with-an-api-key' },
  { depth: 3, value: 'Authentication schemes', id: 'authentication-schemes' },
  { depth: 2, value: 'Base URL', id: 'base-url' },
  { depth: 2, value: 'Errors', id: 'errors' },
  { depth: 2, value: 'Pagination, sorting and filters', id: 'pagination-sorting-and-filters' },
  { depth: 2, value: 'Rate limits', id: 'rate-limits' },
];

/** The one API overview: authentication, base URL, errors, pagination, rate limits and every tag. */
export default function ApiOverviewTemplate({ pageContext }: PageProps<object, Context>) {
  return (
    <DocPage
      pathname={API_OVERVIEW_PATH}
      title={API_OVERVIEW_TITLE}
      description={API_OVERVIEW_DESCRIPTION}
      headings={HEADINGS}
      contentHtml={pageContext.contentHtml}
    />
  );
}

export function Head() {
  return (
    <Seo
      title={API_OVERVIEW_TITLE}
      description="Authentication, base URL, errors, pagination, rate limits and every tag of the Pocket ID HTTP API."
      pathname={API_OVERVIEW_PATH}
    />
  );
}
