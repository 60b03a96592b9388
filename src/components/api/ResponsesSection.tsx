import { TableHead } from '../TableHead';
import React from 'react';
import { css } from '@emotion/react';
import type { ApiResponse } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';
import { MediaTypeBlock } from './MediaTypeBlock';
import { ScrollTable } from '../ScrollTable';

const style = css`
  .status { display: inline-block; font-family: var(--font-mono); font-weight: 700; padding: 0 0.45rem; border-radius: 0.3rem; border: 1px solid currentColor; margin-right: 0.5rem; }
  .status[data-kind='success'] { color: var(--c-tip); }
  .status[data-kind='client-error'], .status[data-kind='server-error'] { color: var(--c-danger); }
  .status[data-kind='redirect'], .status[data-kind='info'], .status[data-kind='default'] { color: var(--c-info); }
  h3 { display: flex; align-items: center; flex-wrap: wrap; }
`;

export const responseId = (status: string) => `response-${status.toLowerCase()}`;

export function responseHeadings(responses: ApiResponse[]) {
  return responses.map(r => ({ depth: 3, value: `${r.status} response`, id: responseId(r.status) }));
}

/** Responses per status code: description, headers, and each media type's schema and example. */
export function ResponsesSection({ responses }: { responses: ApiResponse[] }) {
  if (responses.length === 0) return null;
  return (
    <section css={style} aria-labelledby="responses">
      <h2 id="responses">Responses</h2>
      {responses.map(response => (
        <div key={response.status} className="response">
          <h3 id={responseId(response.status)}>
            <span className="status" data-kind={response.kind}>
              {response.status}
            </span>
            <span className="visually-hidden"> response</span>
          </h3>
          <HtmlBlock html={response.descriptionHtml} />
          {response.headers.length > 0 && (
            <ScrollTable>
              <caption>Response headers</caption>
              <TableHead columns={['Header', 'Type', 'Description']} />
              <tbody>
                {response.headers.map(header => (
                  <tr key={header.name}>
                    <th scope="row">
                      <code>{header.name}</code>
                    </th>
                    <td>
                      <code>{header.typeLabel}</code>
                    </td>
                    <td>
                      <HtmlBlock html={header.descriptionHtml} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          {response.content.map(media => (
            <MediaTypeBlock key={media.mediaType} media={media} />
          ))}
        </div>
      ))}
    </section>
  );
}
