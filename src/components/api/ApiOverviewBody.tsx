import React from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { CodeBlock } from '../mdx/CodeBlock';
import { Admonition } from '../mdx/Admonition';
import { ScrollTable } from '../ScrollTable';
import { TableHead } from '../TableHead';
import { HtmlBlock, InlineCode } from './HtmlBlock';
import { canonicalLanguage, highlightHtml, splitHtmlLines } from '../../lib/highlight';
import type { ApiSecurityScheme, ApiServer } from '../../openapi/types';

/** What the API overview shows of the spec: its tags and document-level information. */
export interface ApiOverviewFacts {
  tags: { displayName: string; path: string; descriptionHtml: string | null; operationCount: number }[];
  info: {
    version: string;
    openapiVersion: string;
    servers: ApiServer[];
    securitySchemes: ApiSecurityScheme[];
    license: { name: string; url: string | null } | null;
  } | null;
}

const cardsStyle = css`
  list-style: none;
  padding: 0;
  margin: 0 0 1.5rem;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 0.9rem;
  li {
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    padding: 0.85rem 1rem;
    background: var(--c-bg-soft);
    display: flex;
    flex-direction: column;
  }
  h3 {
    font-size: var(--text-base);
    margin: 0 0 0.35rem;
  }
  .api-markdown {
    font-size: var(--text-sm);
    flex: 1;
  }
  .api-markdown p {
    margin: 0 0 0.5rem;
  }
  .count {
    font-size: var(--text-sm);
    color: var(--c-text-muted);
    margin: 0;
  }
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A titled sample, highlighted like an MDX fence: language label, copy button, one span per line. */
const Code = ({ title, language, children }: { title: string; language: string; children: string }) => (
  <CodeBlock data-title={title} data-language={language} data-code-html={splitHtmlLines(highlightHtml(children, language))}>
    <code className={`hljs language-${canonicalLanguage(language)}`} />
  </CodeBlock>
);

/**
 * The API overview's body: authentication, base URL, errors, pagination, rate limits and a
 * card per tag. Rendered at build time (create-api-pages), in the browser only in develop.
 */
export function ApiOverviewBody({ facts }: { facts: ApiOverviewFacts }) {
  const { tags, info } = facts;
  const total = tags.reduce((sum, tag) => sum + tag.operationCount, 0);
  return (
    <>
      <p>
        The Pocket ID web interface works through the same HTTP API that your scripts and tools can call. The reference documents{' '}
        {plural(total, 'operation', 'operations')} in {plural(tags.length, 'group', 'groups')}, each with parameters, request and response schemas, and samples
        in curl, JavaScript, Python and Go.
      </p>
      {info && (
        <p className="api-version">
          API version <strong>{info.version}</strong> · OpenAPI {info.openapiVersion}
          {info.license && <> · License {info.license.url ? <a href={info.license.url}>{info.license.name}</a> : info.license.name}</>}
        </p>
      )}

      <h2 id="browse-the-api-by-tag">Browse the API by tag</h2>
      <ul css={cardsStyle} className="api-tag-cards">
        {tags.map(tag => (
          <li key={tag.path}>
            <h3>
              <a href={withPrefix(tag.path)}>{tag.displayName}</a>
            </h3>
            <HtmlBlock html={tag.descriptionHtml} />
            <p className="count">{plural(tag.operationCount, 'operation', 'operations')}</p>
          </li>
        ))}
      </ul>

      <h2 id="authentication">Authentication</h2>
      <p>
        Most operations need credentials. A browser that signed in to Pocket ID sends its session cookie; scripts send an API key in the <code>X-API-Key</code>{' '}
        header: either a personal key or, when the server sets <code>STATIC_API_KEY</code>, that fixed key. Each operation page lists the credentials it accepts
        and the role it requires.
      </p>

      <h3 id="authenticate-with-an-api-key">Authenticate with an API key</h3>
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
        An API key acts as the user who created it, with that user&rsquo;s permissions: admin-only operations need a key created by an admin. A few operations
        refuse API keys and only accept a signed-in browser session, for example creating or renewing API keys; each operation page says which credentials it
        accepts. Pocket ID emails the owner before a key expires when the <strong>API Key Expiration</strong> email is turned on in the email settings (off by
        default) and the owner has an email address.
      </p>
      <p>
        The static key set with <code>STATIC_API_KEY</code> (at least 16 characters) is accepted in the same header and acts as a built-in administrator named
        &ldquo;Static API User&rdquo;.
      </p>
      <Admonition type="warning">
        Treat API keys like passwords. Give each script its own key with the shortest practical expiry, and revoke keys you no longer use.
      </Admonition>

      {info && info.securitySchemes.length > 0 && (
        <>
          <h3 id="authentication-schemes">Authentication schemes</h3>
          <dl className="api-schemes">
            {info.securitySchemes.map(scheme => (
              <React.Fragment key={scheme.key}>
                <dt>
                  <strong>{scheme.label}</strong> (<code>{scheme.key}</code>)
                </dt>
                <dd>
                  <p>
                    <InlineCode text={scheme.summary} />
                  </p>
                  <HtmlBlock html={scheme.descriptionHtml} />
                </dd>
              </React.Fragment>
            ))}
          </dl>
        </>
      )}

      <h2 id="base-url">Base URL</h2>
      <p>
        Requests go to your Pocket ID address, the value of <code>APP_URL</code>. The reference uses <code>https://pocket-id.example.com</code> as a
        placeholder. Management endpoints live under <code>/api</code>; the OpenID Connect discovery document and key set live under <code>/.well-known</code>,
        and the authorization endpoint is <code>/authorize</code>. Request and response bodies are JSON unless an operation says otherwise (OAuth endpoints take
        form-encoded bodies, image endpoints take multipart uploads).
      </p>
      {info && info.servers.length > 0 && (
        <ul>
          {info.servers.map(server => (
            <li key={server.url}>
              <code>{server.url}</code>
              <HtmlBlock html={server.descriptionHtml} />
            </li>
          ))}
        </ul>
      )}

      <h2 id="errors">Errors</h2>
      <p>
        Failed requests answer with an HTTP status code and a JSON body. <code>error</code> is a human-readable message and <code>code</code> a machine-readable
        one, such as <code>not_found</code>, <code>rate_limited</code> or <code>internal_error</code>. Some errors add <code>details</code>, and{' '}
        <code>request_id</code> (also sent in the <code>X-Request-ID</code> header) helps match the request in the server logs.
      </p>
      <Code title="Error response" language="json">{`{
  "error": "Username is required",
  "code": "validation_failed",
  "details": {
    "fields": [
      { "field": "username", "code": "required", "message": "is required" }
    ]
  },
  "request_id": "5f0c8a1e-2b7d-4c39-9e51-7a4d2f6b8c10"
}`}</Code>
      <p>
        Validation failures answer <code>400</code> with the code <code>validation_failed</code> and list each failing field in <code>details.fields</code>,
        with its own code: <code>required</code>, <code>invalid_format</code>, <code>too_short</code>, <code>too_long</code> or the name of the failing rule.
        The OAuth and OpenID Connect endpoints follow their standards instead and answer with <code>error</code> and <code>error_description</code>. Requests
        over the rate limit get <code>429 Too Many Requests</code>.
      </p>

      <h2 id="pagination-sorting-and-filters">Pagination, sorting and filters</h2>
      <p>
        List operations return one page of results and describe the rest in <code>pagination</code>:
      </p>
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
            <td>
              <code>pagination[page]</code>
            </td>
            <td>Page number, starting at 1. Values below 1 mean 1, and a page past the end returns the last page.</td>
          </tr>
          <tr>
            <td>
              <code>pagination[limit]</code>
            </td>
            <td>Items per page: 20 by default; larger values are capped at 100.</td>
          </tr>
          <tr>
            <td>
              <code>sort[column]</code>
            </td>
            <td>Column to sort by; a column that cannot be sorted on is ignored.</td>
          </tr>
          <tr>
            <td>
              <code>sort[direction]</code>
            </td>
            <td>
              <code>asc</code> or <code>desc</code>; anything else sorts ascending.
            </td>
          </tr>
          <tr>
            <td>
              <code>filters[field]</code>
            </td>
            <td>
              Only return items whose field matches; repeat as <code>filters[field][0]</code>, <code>filters[field][1]</code> for several values. Fields that
              cannot be filtered on are ignored.
            </td>
          </tr>
          <tr>
            <td>
              <code>search</code>
            </td>
            <td>Free-text search, on the lists that support it (users, groups, OIDC clients, APIs).</td>
          </tr>
        </tbody>
      </ScrollTable>
      <Code title="Second page of users, newest first" language="bash">{`curl -G https://pocket-id.example.com/api/users \\
  -H "X-API-Key: <your-api-key>" \\
  --data-urlencode "pagination[page]=2" \\
  --data-urlencode "sort[column]=createdAt" \\
  --data-urlencode "sort[direction]=desc"`}</Code>

      <h2 id="rate-limits">Rate limits</h2>
      <p>
        Pocket ID limits requests per client IP address. The API as a whole admits 100 requests per second with bursts of up to 300; sign-in, one-time access,
        device login and email verification endpoints have much lower limits of their own. A request over a limit gets <code>429 Too Many Requests</code> with
        the code <code>rate_limited</code> and a <code>Retry-After</code> header giving the seconds to wait. Behind a reverse proxy, set{' '}
        <code>TRUST_PROXY</code> so the limits apply to each client rather than to the proxy. Administrators can turn the limits off with{' '}
        <code>DISABLE_RATE_LIMITING=true</code>.
      </p>
    </>
  );
}
