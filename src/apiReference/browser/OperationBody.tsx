import React from 'react';
import { Admonition } from '../../components/mdx/Admonition';
import { HtmlBlock } from './HtmlBlock';
import { AuthSummary } from './AuthSummary';
import { ParametersSection } from './ParametersSection';
import { ResponsesSection } from './ResponsesSection';
import { ResponseExamples } from './ResponseExamples';
import { CodeSamples } from './CodeSamples';
import { MediaTypeLabel, MediaTypeNames } from './MediaTypeNames';
import { ExamplesColumn } from './ExamplesColumn';
import { API_DETAILS } from './OperationBody.attributes';
import { SchemaAnchorsContext, SchemaTree } from './SchemaTree';
import { schemaAnchors } from '../core/schemaTreeLayout';
import type { ApiOperation } from '../core/types';
import { operationBodyStyle, operationDetailsStyle } from './OperationBody.style';

/** What an operation page's body is rendered from. */
export type OperationBodyFacts = Pick<ApiOperation, 'descriptionHtml' | 'deprecated' | 'auth' | 'parameters' | 'requestBody' | 'responses' | 'codeSamples'>;

function RequestBody({ body }: { body: NonNullable<OperationBodyFacts['requestBody']> }) {
  return (
    <section aria-labelledby="request-body">
      <h2 id="request-body">Request body</h2>
      <p>{body.required ? 'Required.' : 'Optional.'}</p>
      <HtmlBlock html={body.descriptionHtml} />
      {body.content.map(media => (
        <React.Fragment key={media.mediaType}>
          <MediaTypeLabel>
            <MediaTypeNames media={media} />
          </MediaTypeLabel>
          {media.schema && <SchemaTree root={media.schema} />}
        </React.Fragment>
      ))}
    </section>
  );
}

/**
 * An operation's description, authentication, parameters, request body and responses, with
 * the code samples and response examples in a sticky second column on wide screens (one
 * column below, in that order). Rendered to HTML on the Node side (src/gatsby/bodies/pageBodies.tsx).
 * The body itself draws no box: its parts are items of the article's grid (components/articleLayouts.ts:
 * asideLayout), each naming its area in its own style.
 */
export function OperationBody({ op }: { op: OperationBodyFacts }) {
  // Same order as the trees are rendered: parameters, request body, responses.
  const anchors = schemaAnchors([
    ...Object.values(op.parameters)
      .flat()
      .map(p => p.schema),
    ...(op.requestBody?.content ?? []).map(m => m.schema),
    ...op.responses.flatMap(r => r.content.map(m => m.schema)),
  ]);
  return (
    <SchemaAnchorsContext.Provider value={anchors}>
      <div className="api-operation" css={operationBodyStyle}>
        <div className={API_DETAILS} css={operationDetailsStyle}>
          {op.deprecated && (
            <Admonition type="warning" title="Deprecated">
              This operation is deprecated and may be removed in a future release.
            </Admonition>
          )}
          <HtmlBlock html={op.descriptionHtml} />
          <AuthSummary auth={op.auth} />
          <ParametersSection groups={op.parameters} />
          {op.requestBody && <RequestBody body={op.requestBody} />}
          <ResponsesSection responses={op.responses} />
        </div>
        <ExamplesColumn>
          <CodeSamples samples={op.codeSamples} />
          <ResponseExamples responses={op.responses} />
        </ExamplesColumn>
      </div>
    </SchemaAnchorsContext.Provider>
  );
}
