import React from 'react';
import { css } from '@emotion/react';
import type { ApiResponse } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';
import { SchemaTree } from './SchemaTree';
import { fieldStyle } from './fieldStyle';

export const statusStyle = css`
  .status { display: inline-block; font-family: var(--font-mono); font-weight: 700; font-size: 0.875rem; padding: 0 0.4rem; border-radius: 0.3rem;
    border: 1px solid currentColor; line-height: 1.5; }
  .status[data-kind='success'] { color: var(--c-tip); }
  .status[data-kind='client-error'], .status[data-kind='server-error'] { color: var(--c-danger); }
  .status[data-kind='redirect'], .status[data-kind='info'], .status[data-kind='default'] { color: var(--c-info); }
`;

const style = css`
  .response { border: 1px solid var(--c-border); border-radius: var(--radius); margin: 0 0 0.6rem; }
  .response > summary { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.3rem 0.6rem; padding: 0.55rem 0.8rem; cursor: pointer; list-style: none; }
  .response > summary::-webkit-details-marker { display: none; }
  .response > summary::after { content: ''; margin-left: auto; flex: none; align-self: center; width: 0.45em; height: 0.45em; border: solid var(--c-text-muted);
    border-width: 0 2px 2px 0; transform: rotate(45deg); transition: transform 0.15s; }
  .response[open] > summary::after { transform: rotate(-135deg); }
  .response[open] > summary { border-bottom: 1px solid var(--c-border); }
  .response-summary { min-width: 0; flex: 1 1 10rem; overflow-wrap: anywhere; }
  .response-model { font-family: var(--font-mono); font-size: 0.8125rem; color: var(--c-text-muted); white-space: nowrap; }
  .response-body { padding: 0.75rem 0.8rem 0.25rem; }
  .media-type-name { font-size: 0.875rem; color: var(--c-text-muted); margin: 0 0 0.4rem; }
  .headers { list-style: none; margin: 0 0 1rem; padding: 0; }
  .headers li { padding: 0.4rem 0; border-bottom: 1px solid var(--c-border); }
`;

export const responseId = (status: string) => `response-${status.toLowerCase()}`;

/** The description past its first paragraph (which the summary line already shows), or null. */
export function descriptionAfterSummary(html: string | null): string | null {
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
    <section css={[fieldStyle, statusStyle, style]} aria-labelledby="responses">
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
                    Body <code>{media.mediaType}</code>
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
