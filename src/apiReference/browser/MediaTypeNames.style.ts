import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const mediaTypeLabelStyle = bodyPartStyle(
  'media-label',
  css`
    font-size: var(--text-sm);
    color: var(--c-text-muted);
    margin: 0 0 0.4rem;
  `,
);
