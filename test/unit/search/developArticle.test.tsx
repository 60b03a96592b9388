/**
 * Develop's search index reads the article src/gatsby/develop/searchArticle.tsx renders; production's
 * reads the built page, whose article is DocArticle's. For a doc, an API operation and a schema
 * page, the extractor must find the same records in both.
 */
import React from 'react';
import { DocArticle } from '../../../src/components/DocArticle';
import { StaticIsland } from '../../../src/components/StaticIsland';
import { SchemaName } from '../../../src/apiReference/browser/SchemaName';
import { renderStatic } from '../../../src/gatsby/bodies/renderStatic';
import { searchArticleHtml } from '../../../src/gatsby/develop/searchArticle';
import { extractRecords } from '../../../src/search/build/extract';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

interface Page {
  route: string;
  title: string;
  description?: string;
  /** The template's header, as the page renders it and as HTML for develop's search. */
  header?: React.ReactElement;
  headerHtml?: string;
  contentHtml: string;
}

/** The production page's article, with every part DocArticle can show around the body. */
const productionHtml = (page: Page) =>
  renderStatic(
    <DocArticle
      pathname={page.route}
      title={page.title}
      description={page.description}
      headings={[]}
      toc={[
        { depth: 2, value: 'Request', id: 'request' },
        { depth: 2, value: 'Responses', id: 'responses' },
      ]}
      sidebar={[]}
      trail={[{ label: 'Docs', href: '/docs/' }]}
      sourcePath="content/docs/page.mdx"
      lastUpdated="2026-11-01"
      previous={{ type: 'link', label: 'Before', href: '/docs/before' }}
      next={{ type: 'link', label: 'After', href: '/docs/after' }}
      header={page.header}
      contentHtml={page.contentHtml}
    />,
  );

const operationHeader =
  '<p data-search-api-method="POST" data-search-api-path="/api/users"><span>POST</span> <code>/api/users</code> in <a href="/docs/api/endpoints/users">Users</a></p>';
const schema = { name: 'github_com_pocket-id_pocket-id_backend_internal_dto.UserDto', title: 'UserDto' };
const schemaHeader = renderStatic(<SchemaName {...schema} />);

const pages: Page[] = [
  {
    route: '/docs/setup/installation',
    title: 'Installation',
    description: 'Run Pocket ID with Docker Compose.',
    contentHtml: '<p>Start the container.</p><h2 id="request">Request</h2><p>Send the <code>name</code> field.</p>',
  },
  {
    route: '/docs/api/endpoints/create-a-user',
    title: 'Create a user',
    header: <StaticIsland id="page-header" html={operationHeader} />,
    headerHtml: operationHeader,
    contentHtml: '<p>Creates a user.</p><h2 id="responses">Responses</h2><p>The new user.</p>',
  },
  {
    route: '/docs/api/schemas/user-dto',
    title: schema.title,
    header: <StaticIsland id="page-header" html={schemaHeader} />,
    headerHtml: schemaHeader,
    contentHtml: '<h2 id="properties">Properties</h2><dl><dt><code>username</code></dt><dd>The login name.</dd></dl>',
  },
];

test.each(pages)("develop's search article for $route gives the records of the page production builds", page => {
  const production = extractRecords(page.route, productionHtml(page));
  expect(production.length).toBeGreaterThan(1);
  const develop = extractRecords(page.route, searchArticleHtml(page.route, page));
  expect(develop).toEqual(production);
});

test('the summary and the header are in the records (the comparison above would not see them missing from both)', () => {
  const [doc, operation, schemaPage] = pages.map(page => JSON.stringify(extractRecords(page.route, searchArticleHtml(page.route, page))));
  expect(doc).toContain('Run Pocket ID with Docker Compose.');
  expect(operation).toContain('/api/users');
  expect(schemaPage).toContain(schema.name);
});
