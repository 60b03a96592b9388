import { css } from '@emotion/react';
import { bodyPartStyle } from '../bodyPartStyle';

export const responseExamplesStyle = bodyPartStyle(
  'response-examples',
  css`
    .no-example {
      color: var(--c-text-muted);
      font-size: var(--text-base);
    }
  `,
);
