import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const operationBodyStyle = bodyPartStyle(
  'op-body',
  css`
    display: contents;
  `,
);
