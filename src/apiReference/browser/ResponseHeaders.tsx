import React from 'react';
import type { ApiResponse } from '../core/types';
import { HtmlBlock } from './HtmlBlock';
import { MediaTypeLabel } from './MediaTypeNames';
import { FieldHead } from './FieldHead';
import { responseHeadersStyle } from './ResponseHeaders.style';

/** A response's headers, each a field row. */
export function ResponseHeaders({ headers }: { headers: ApiResponse['headers'] }) {
  return (
    <>
      <MediaTypeLabel>Headers</MediaTypeLabel>
      <ul className="headers" css={responseHeadersStyle}>
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
