import { css } from '@emotion/react';
import { bodyPartStyle } from '../bodyPartStyle';

export const operationBodyStyle = bodyPartStyle(
  'op-body',
  css`
    display: contents;
  `,
);
