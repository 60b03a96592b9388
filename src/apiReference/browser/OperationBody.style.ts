import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const operationBodyStyle = bodyPartStyle(
  'op-body',
  css`
    display: contents;
  `,
);

/** The details column (description to responses): the body's area of the article's grid (components/articleLayouts.ts: asideLayout). */
export const operationDetailsStyle = bodyPartStyle(
  'api-details',
  css`
    grid-area: body;
    min-width: 0;
  `,
);
