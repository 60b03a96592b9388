import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

/** On one column, the aside's first area of the article's grid, right under the method bar (components/articleLayouts.ts: asideLayout). */
export const codeSamplesStyle = bodyPartStyle(
  'code-samples',
  css`
    grid-area: aside-start;
  `,
);
