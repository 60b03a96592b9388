import React from 'react';
import { css } from '@emotion/react';
import type { ApiResponse } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';
import { MediaTypeLabel } from './MediaTypeNames';
import { FieldHead } from './FieldHead';

const headersStyle = css`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  li {
    padding: 0.4rem 0;
    border-bottom: 1px solid var(--c-border);
  }
`;

/** A response's headers, each a field row. */
export function ResponseHeaders({ headers }: { headers: ApiResponse['headers'] }) {
  return (
    <>
      <MediaTypeLabel>Headers</MediaTypeLabel>
      <ul className="headers" css={headersStyle}>
        {headers.map(header => (
          <li key={header.name}>
            <FieldHead field={{ name: header.name, typeLabel: header.typeLabel, required: header.required }} />
            <HtmlBlock html={header.descriptionHtml} />
          </li>
        ))}
      </ul>
    </>
  );
}
