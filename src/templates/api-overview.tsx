import React from 'react';
import type { PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { DevApiOverviewBody } from '../components/api/DevApiOverviewBody';
import type { ApiOverviewFacts } from '../components/api/ApiOverviewBody';
import { API_OVERVIEW_PATH } from '../openapi/routes';

interface Context {
  /** The body rendered at build time (production). */
  contentHtml?: string;
  /** What the body shows, for develop, which renders it in the browser. */
  facts?: ApiOverviewFacts;
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
      title="API reference"
      description="Automate Pocket ID over HTTP: manage users, groups, OIDC clients and settings with an API key."
      headings={HEADINGS}
      contentHtml={pageContext.contentHtml}
    >
      {DevApiOverviewBody && pageContext.facts && <DevApiOverviewBody facts={pageContext.facts} />}
    </DocPage>
  );
}

export function Head() {
  return (
    <Seo
      title="API reference"
      description="Authentication, base URL, errors, pagination, rate limits and every tag of the Pocket ID HTTP API."
      pathname={API_OVERVIEW_PATH}
    />
  );
}
