import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

/** On one column, the samples' area of the page's grid, right under the method bar (operationPageGrid.ts). */
export const codeSamplesStyle = bodyPartStyle(
  'code-samples',
  css`
    grid-area: samples;
  `,
);
