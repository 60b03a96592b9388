import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const responseHeadersStyle = bodyPartStyle(
  'response-headers',
  css`
    list-style: none;
    margin: 0 0 1rem;
    padding: 0;
    li {
      padding: 0.4rem 0;
      border-bottom: 1px solid var(--c-border);
    }
  `,
);
