import React from 'react';
import type { ApiResponse } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';
import { SchemaTree } from './SchemaTree';
import { MediaTypeNames } from './MediaTypeNames';

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

/**
 * Responses by status, each a disclosure: success responses open, the others (errors, which
 * mostly share one error model) collapsed to a one-line summary.
 */
export function ResponsesSection({ responses }: { responses: ApiResponse[] }) {
  if (responses.length === 0) return null;
  const anySuccess = responses.some(r => r.kind === 'success');
  return (
    <section className="api-responses" aria-labelledby="responses">
      <h2 id="responses">Responses</h2>
      {responses.map((response, index) => {
        const model = modelName(response);
        const open = response.kind === 'success' || (!anySuccess && index === 0);
        return (
          <details key={response.status} id={responseId(response.status)} className="response" open={open}>
            <summary>
              <span className="status" data-kind={response.kind}>
                {response.status}
              </span>
              <span className="response-summary">{response.summary ?? 'No description'}</span>
              {model && <span className="response-model">{model}</span>}
            </summary>
            <div className="response-body">
              <HtmlBlock html={response.summary ? descriptionAfterSummary(response.descriptionHtml) : response.descriptionHtml} />
              {response.headers.length > 0 && (
                <>
                  <p className="media-type-name">Headers</p>
                  <ul className="headers">
                    {response.headers.map(header => (
                      <li key={header.name}>
                        <div className="field-head">
                          <code className="name">{header.name}</code>
                          <span className="type">{header.typeLabel}</span>
                          {header.required && <span className="flag required">required</span>}
                        </div>
                        <HtmlBlock html={header.descriptionHtml} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {response.content.length === 0 && <p>No response body.</p>}
              {response.content.map(media => (
                <React.Fragment key={media.mediaType}>
                  <p className="media-type-name">
                    Body <MediaTypeNames media={media} />
                  </p>
                  {media.schema && <SchemaTree root={media.schema} />}
                </React.Fragment>
              ))}
            </div>
          </details>
        );
      })}
    </section>
  );
}
