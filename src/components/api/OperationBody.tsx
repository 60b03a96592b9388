import React from 'react';
import { Admonition } from '../mdx/Admonition';
import { HtmlBlock } from './HtmlBlock';
import { AuthSummary } from './AuthSummary';
import { ParametersSection, parameterHeadings } from './ParametersSection';
import { MediaTypeBlock } from './MediaTypeBlock';
import { ResponsesSection, responseHeadings } from './ResponsesSection';
import { CodeSamples } from './CodeSamples';
import { SchemaAnchorsContext, schemaAnchors } from './SchemaTree';
import type { ApiOperation } from '../../openapi/types';

/** What an operation page's body is rendered from. */
export type OperationBodyFacts = Pick<ApiOperation, 'descriptionHtml' | 'deprecated' | 'auth' | 'parameters' | 'requestBody' | 'responses' | 'codeSamples'>;

/** The table-of-contents entries of an operation's body. */
export function operationHeadings(op: Pick<OperationBodyFacts, 'parameters' | 'requestBody' | 'responses' | 'codeSamples'>) {
  return [
    { depth: 2, value: 'Authentication', id: 'authentication' },
    ...(parameterHeadings(op.parameters).length ? [{ depth: 2, value: 'Parameters', id: 'parameters' }, ...parameterHeadings(op.parameters)] : []),
    ...(op.requestBody ? [{ depth: 2, value: 'Request body', id: 'request-body' }] : []),
    ...(op.responses.length ? [{ depth: 2, value: 'Responses', id: 'responses' }, ...responseHeadings(op.responses)] : []),
    ...(op.codeSamples.length ? [{ depth: 2, value: 'Code samples', id: 'code-samples' }] : []),
  ];
}

/**
 * An operation's description, authentication, parameters, request body, responses and
 * code samples. Rendered to HTML at build time for production pages
 * (src/gatsby/render-static.tsx); `gatsby develop` renders it in the browser.
 */
export function OperationBody({ op }: { op: OperationBodyFacts }) {
  // Same order as the trees are rendered: parameters, request body, responses.
  const anchors = schemaAnchors([
    ...Object.values(op.parameters).flat().map(p => p.schema),
    ...(op.requestBody?.content ?? []).map(m => m.schema),
    ...op.responses.flatMap(r => r.content.map(m => m.schema)),
  ]);
  return (
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
  );
}
