import React from 'react';
import type { ApiResponse } from '../core/types';
import { HtmlBlock } from './HtmlBlock';
import { SchemaTree } from './SchemaTree';
import { MediaTypeLabel, MediaTypeNames } from './MediaTypeNames';
import { StatusBadge } from './StatusBadge';
import { ResponseHeaders } from './ResponseHeaders';
import { responseDetailsStyle } from './ResponseDetails.style';

const responseId = (status: string) => `response-${status.toLowerCase()}`;

/** The model a response body follows ("ErrorDto"), for its one-line summary. */
function modelName(response: ApiResponse): string | null {
  const schema = response.content[0]?.schema;
  return schema ? (schema.refName ?? schema.repeatOf ?? schema.typeLabel) : null;
}

/** One response as a disclosure: a one-line summary (status, description, model), then its headers and body. */
export function ResponseDetails({ response, open }: { response: ApiResponse; open: boolean }) {
  const model = modelName(response);
  return (
    <details id={responseId(response.status)} className="response" open={open} css={responseDetailsStyle}>
      <summary>
        <StatusBadge response={response} />
        <span className="response-summary">{response.summary ?? 'No description'}</span>
        {model && <span className="response-model">{model}</span>}
      </summary>
      <div className="response-body">
        <HtmlBlock html={response.detailsHtml} />
        {response.headers.length > 0 && <ResponseHeaders headers={response.headers} />}
        {response.content.length === 0 && <p>No response body.</p>}
        {response.content.map(media => (
          <React.Fragment key={media.mediaType}>
            <MediaTypeLabel>
              Body <MediaTypeNames media={media} />
            </MediaTypeLabel>
            {media.schema && <SchemaTree root={media.schema} />}
          </React.Fragment>
        ))}
      </div>
    </details>
  );
}
