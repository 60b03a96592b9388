import React from 'react';
import { css } from '@emotion/react';
import type { ApiResponse } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';
import { SchemaTree } from './SchemaTree';
import { MediaTypeLabel, MediaTypeNames } from './MediaTypeNames';
import { StatusBadge } from './StatusBadge';
import { ResponseHeaders } from './ResponseHeaders';

const responseId = (status: string) => `response-${status.toLowerCase()}`;

/** The description past its first paragraph (which the summary line already shows), or null. */
function descriptionAfterSummary(html: string | null): string | null {
  if (!html) return null;
  const rest = html.replace(/^\s*<p>[\s\S]*?<\/p>/, '').trim();
  return rest === '' ? null : rest;
}

/** The model a response body follows ("ErrorDto"), for its one-line summary. */
function modelName(response: ApiResponse): string | null {
  const schema = response.content[0]?.schema;
  return schema ? (schema.refName ?? schema.repeatOf ?? schema.typeLabel) : null;
}

const style = css`
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  margin: 0 0 0.6rem;
  > summary {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.3rem 0.6rem;
    padding: 0.55rem 0.8rem;
    cursor: pointer;
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary::after {
    content: '';
    margin-left: auto;
    flex: none;
    /* On the first line, beside the status and model, when the summary wraps. */
    align-self: flex-start;
    margin-top: 0.55em;
    width: 0.45em;
    height: 0.45em;
    border: solid var(--c-text-muted);
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
    transition: transform 0.15s;
  }
  &[open] > summary::after {
    transform: rotate(-135deg);
  }
  &[open] > summary {
    border-bottom: 1px solid var(--c-border);
  }
  .response-summary {
    min-width: 0;
    flex: 1 1 10rem;
    overflow-wrap: anywhere;
  }
  .response-model {
    font-family: var(--font-mono);
    font-size: var(--text-xs);
    color: var(--c-text-muted);
    white-space: nowrap;
  }
  .response-body {
    padding: 0.75rem 0.8rem 0.25rem;
  }
`;

/** One response as a disclosure: a one-line summary (status, description, model), then its headers and body. */
export function ResponseDetails({ response, open }: { response: ApiResponse; open: boolean }) {
  const model = modelName(response);
  return (
    <details id={responseId(response.status)} className="response" open={open} css={style}>
      <summary>
        <StatusBadge response={response} />
        <span className="response-summary">{response.summary ?? 'No description'}</span>
        {model && <span className="response-model">{model}</span>}
      </summary>
      <div className="response-body">
        <HtmlBlock html={response.summary ? descriptionAfterSummary(response.descriptionHtml) : response.descriptionHtml} />
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
