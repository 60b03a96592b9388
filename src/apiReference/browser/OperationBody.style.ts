import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const operationBodyStyle = bodyPartStyle(
  'op-body',
  css`
    display: contents;
  `,
);

/** The details column (description to responses): its area of the page's grid (operationPageGrid.ts). */
export const operationDetailsStyle = bodyPartStyle(
  'api-details',
  css`
    grid-area: details;
    min-width: 0;
  `,
);
