import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

/** On one column, the aside's first area of the article's grid, right under the method bar (components/articleLayouts.ts: asideLayout). */
export const codeSamplesStyle = bodyPartStyle(
  'code-samples',
  css`
    grid-area: aside-start;
    /* The heading and "Full body" share a row, so the toggle costs the code no height. */
    .samples-head {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.25rem 1rem;
      /* As a heading's own margin (the examples column sets it tighter). */
      margin-bottom: var(--samples-head-gap, 0.75rem);
    }
    .samples-head h2 {
      margin: 0;
    }
  `,
);
