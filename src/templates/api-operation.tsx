import React from 'react';
import { graphql, HeadProps, Link, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { Admonition } from '../components/mdx/Admonition';
import { OperationPath } from '../components/api/OperationPath';
import { HtmlBlock } from '../components/api/HtmlBlock';
import { AuthSummary } from '../components/api/AuthSummary';
import { ParametersSection, parameterHeadings } from '../components/api/ParametersSection';
import { MediaTypeBlock } from '../components/api/MediaTypeBlock';
import { ResponsesSection, responseHeadings } from '../components/api/ResponsesSection';
import { CodeSamples } from '../components/api/CodeSamples';
import { SchemaAnchorsContext, schemaAnchors } from '../components/api/SchemaTree';
import type { ApiOperation } from '../openapi/types';
import type { SidebarLink } from '../lib/sidebar';

type Operation = Pick<
  ApiOperation,
  'method' | 'path' | 'pathSegments' | 'slug' | 'title' | 'summary' | 'descriptionHtml' | 'deprecated' | 'auth' | 'parameters' | 'requestBody' | 'responses' | 'codeSamples' | 'operationId'
> & { pagePath: string; tag: { displayName: string; path: string } };

interface Data {
  apiOperation: Operation;
}
interface Context {
  previous: SidebarLink | null;
  next: SidebarLink | null;
}

export default function ApiOperationTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const op = data.apiOperation;
  // Same order as the trees are rendered: parameters, request body, responses.
  const anchors = schemaAnchors([
    ...Object.values(op.parameters).flat().map(p => p.schema),
    ...(op.requestBody?.content ?? []).map(m => m.schema),
    ...op.responses.flatMap(r => r.content.map(m => m.schema)),
  ]);
  const headings = [
    { depth: 2, value: 'Authentication', id: 'authentication' },
    ...(parameterHeadings(op.parameters).length ? [{ depth: 2, value: 'Parameters', id: 'parameters' }, ...parameterHeadings(op.parameters)] : []),
    ...(op.requestBody ? [{ depth: 2, value: 'Request body', id: 'request-body' }] : []),
    ...(op.responses.length ? [{ depth: 2, value: 'Responses', id: 'responses' }, ...responseHeadings(op.responses)] : []),
    ...(op.codeSamples.length ? [{ depth: 2, value: 'Code samples', id: 'code-samples' }] : []),
  ];
  return (
    <DocPage
      pathname={op.pagePath}
      title={op.title}
      headings={headings}
      previous={pageContext.previous}
      next={pageContext.next}
      header={
        <div data-search-api-method={op.method.toUpperCase()} data-search-api-path={op.path}>
          <OperationPath method={op.method} segments={op.pathSegments} />
          <p className="api-tag-link">
            Part of <Link to={op.tag.path}>{op.tag.displayName}</Link>
            {op.operationId && (
              <>
                {' '}
                · operation ID <code>{op.operationId}</code>
              </>
            )}
          </p>
        </div>
      }
    >
      <SchemaAnchorsContext.Provider value={anchors}>
      {op.deprecated && (
        <Admonition type="warning" title="Deprecated">
          This operation is deprecated and may be removed in a future release.
        </Admonition>
      )}
      <HtmlBlock html={op.descriptionHtml} />
      <AuthSummary auth={op.auth} />
      <ParametersSection groups={op.parameters} />
      {op.requestBody && (
        <section aria-labelledby="request-body">
          <h2 id="request-body">Request body</h2>
          <p>{op.requestBody.required ? 'Required.' : 'Optional.'}</p>
          <HtmlBlock html={op.requestBody.descriptionHtml} />
          {op.requestBody.content.map(media => (
            <MediaTypeBlock key={media.mediaType} media={media} />
          ))}
        </section>
      )}
      <ResponsesSection responses={op.responses} />
      <CodeSamples samples={op.codeSamples} />
      </SchemaAnchorsContext.Provider>
    </DocPage>
  );
}

export const query = graphql`
  query ApiOperationPage($id: String!) {
    apiOperation(id: { eq: $id }) {
      method
      path
      pathSegments
      slug
      pagePath
      title
      summary
      operationId
      descriptionHtml
      deprecated
      auth
      parameters
      requestBody
      responses
      codeSamples
      tag {
        displayName
        path
      }
    }
  }
`;

export function Head({ data }: HeadProps<Data>) {
  const op = data.apiOperation;
  return <Seo title={op.title} description={`${op.method.toUpperCase()} ${op.path}: ${op.summary ?? op.title}. Pocket ID API reference.`} pathname={op.pagePath} />;
}
