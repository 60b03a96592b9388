import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const responseExamplesStyle = bodyPartStyle(
  'response-examples',
  css`
    /* On one column, the aside's last area of the article's grid, after the body (components/articleLayouts.ts: asideLayout). */
    grid-area: aside-end;
    .no-example {
      color: var(--c-text-muted);
      font-size: var(--text-base);
    }
  `,
);
