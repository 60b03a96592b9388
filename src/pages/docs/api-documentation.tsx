import { TableHead } from '../../components/TableHead';
import React from 'react';
import { graphql, Link, PageProps } from 'gatsby';
import { DocPage } from '../../components/DocPage';
import { Seo } from '../../components/Seo';
import { CodeBlock } from '../../components/mdx/CodeBlock';
import { Admonition } from '../../components/mdx/Admonition';
import { ScrollTable } from '../../components/ScrollTable';

interface Data {
  allApiTag: { nodes: { displayName: string; path: string; descriptionHtml: string | null; operations: { slug: string }[] }[] };
  apiInfo: { title: string; version: string; path: string } | null;
}

const HEADINGS = [
  { depth: 2, value: 'Authenticate with an API key', id: 'authenticate-with-an-api-key' },
  { depth: 2, value: 'Base URL', id: 'base-url' },
  { depth: 2, value: 'Errors', id: 'errors' },
  { depth: 2, value: 'Pagination, sorting and filters', id: 'pagination-sorting-and-filters' },
  { depth: 2, value: 'Browse the API by tag', id: 'browse-the-api-by-tag' },
];

const Code = ({ title, language, children }: { title?: string; language: string; children: string }) => (
  <CodeBlock data-title={title}>
    <code className={`hljs language-${language}`}>{children}</code>
  </CodeBlock>
);

export default function ApiDocumentationPage({ data }: PageProps<Data>) {
  const tags = data.allApiTag.nodes;
  const total = tags.reduce((sum, tag) => sum + tag.operations.length, 0);
  return (
    <DocPage
      pathname="/docs/api-documentation"
      title="API documentation"
      description="Automate Pocket ID over HTTP: manage users, groups, OIDC clients and settings with an API key."
      headings={HEADINGS}
    >
      <p>
        Everything the Pocket ID admin interface does goes through its HTTP API, so scripts and tools can do the same. The reference documents{' '}
        {total} operations in {tags.length} groups, each with parameters, request and response schemas, and samples in curl, JavaScript, Python and Go.
        {data.apiInfo && (
          <>
            {' '}
            The <Link to={data.apiInfo.path}>API overview</Link> lists servers and authentication schemes.
          </>
        )}
      </p>

      <h2 id="authenticate-with-an-api-key">Authenticate with an API key</h2>
      <ol>
        <li>Sign in to Pocket ID and open the API keys page in the admin area.</li>
        <li>Create a key with a name (3 to 50 characters) and an expiry date. Copy the token: it is shown only once.</li>
        <li>
          Send it in the <code>X-API-Key</code> header with every request.
        </li>
      </ol>
      <Code title="List users with an API key" language="bash">{`curl https://pocket-id.example.com/api/users \\
  -H "X-API-Key: <your-api-key>"`}</Code>
      <p>
        An API key acts as the user who created it, with that user&rsquo;s permissions: admin-only operations need a key created by an admin. A few
        operations refuse API keys and only accept a signed-in browser session, for example creating or renewing API keys; each operation page says
        which credentials it accepts. Pocket ID emails the owner before a key expires, if email is configured.
      </p>
      <Admonition type="warning">
        Treat API keys like passwords. Give each script its own key with the shortest practical expiry, and revoke keys you no longer use.
      </Admonition>

      <h2 id="base-url">Base URL</h2>
      <p>
        Requests go to your Pocket ID address, the value of <code>APP_URL</code>. The reference uses <code>https://pocket-id.example.com</code> as a
        placeholder. Management endpoints live under <code>/api</code>; the OpenID Connect discovery document and key set live under{' '}
        <code>/.well-known</code>, and the authorization endpoint is <code>/authorize</code>. Request and response bodies are JSON unless an operation
        says otherwise (OAuth endpoints take form-encoded bodies, image endpoints take multipart uploads).
      </p>

      <h2 id="errors">Errors</h2>
      <p>
        Failed requests answer with an HTTP status code and a JSON body. <code>error</code> is a human-readable message and <code>code</code> a
        machine-readable one (it may be empty). Some errors add <code>details</code>, and <code>request_id</code> helps match the request in the server logs.
      </p>
      <Code title="Error response" language="json">{`{
  "error": "Username is required",
  "code": "required"
}`}</Code>
      <p>
        For validation failures <code>code</code> is <code>required</code>, <code>invalid_format</code>, <code>too_short</code>, <code>too_long</code> or the name of the failing rule. The OAuth and OpenID
        Connect endpoints follow their standards instead and answer with <code>error</code> and <code>error_description</code>. Requests over the rate
        limit get <code>429 Too Many Requests</code>.
      </p>

      <h2 id="pagination-sorting-and-filters">Pagination, sorting and filters</h2>
      <p>List operations return one page of results and describe the rest in <code>pagination</code>:</p>
      <Code title="A paginated response" language="json">{`{
  "data": [],
  "pagination": {
    "totalPages": 3,
    "totalItems": 45,
    "currentPage": 1,
    "itemsPerPage": 20
  }
}`}</Code>
      <ScrollTable>
        <TableHead columns={['Query parameter', 'Meaning']} />
        <tbody>
          <tr>
            <td><code>pagination[page]</code></td>
            <td>Page number, starting at 1 (values below 1 mean 1).</td>
          </tr>
          <tr>
            <td><code>pagination[limit]</code></td>
            <td>Items per page: 20 by default, at most 100.</td>
          </tr>
          <tr>
            <td><code>sort[column]</code></td>
            <td>Column to sort by; only sortable columns are accepted.</td>
          </tr>
          <tr>
            <td><code>sort[direction]</code></td>
            <td><code>asc</code> or <code>desc</code>.</td>
          </tr>
          <tr>
            <td><code>filters[field]</code></td>
            <td>Only return items whose field matches; repeat as <code>filters[field][0]</code>, <code>filters[field][1]</code> for several values.</td>
          </tr>
          <tr>
            <td><code>search</code></td>
            <td>Free-text search, on the lists that support it (users, groups, OIDC clients, APIs).</td>
          </tr>
        </tbody>
      </ScrollTable>
      <Code title="Second page of users, newest first" language="bash">{`curl -G https://pocket-id.example.com/api/users \\
  -H "X-API-Key: <your-api-key>" \\
  --data-urlencode "pagination[page]=2" \\
  --data-urlencode "sort[column]=createdAt" \\
  --data-urlencode "sort[direction]=desc"`}</Code>

      <h2 id="browse-the-api-by-tag">Browse the API by tag</h2>
      <ul className="api-tag-list">
        {tags.map(tag => (
          <li key={tag.path}>
            <Link to={tag.path}>{tag.displayName}</Link> ({tag.operations.length})
          </li>
        ))}
      </ul>
    </DocPage>
  );
}

export const query = graphql`
  query ApiDocumentationIndex {
    allApiTag(sort: { order: ASC }) {
      nodes {
        displayName
        path
        descriptionHtml
        operations {
          slug
        }
      }
    }
    apiInfo {
      title
      version
      path
    }
  }
`;

export function Head() {
  return <Seo title="API documentation" description="Authenticate with API keys, base URL, errors, pagination and every tag of the Pocket ID HTTP API." pathname="/docs/api-documentation" />;
}
