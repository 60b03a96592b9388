import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const responseExamplesStyle = bodyPartStyle(
  'response-examples',
  css`
    /* On one column, its area of the page's grid (operationPageGrid.ts). */
    grid-area: responses;
    .no-example {
      color: var(--c-text-muted);
      font-size: var(--text-base);
    }
  `,
);
