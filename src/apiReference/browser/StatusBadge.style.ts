import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const statusBadgeStyle = bodyPartStyle(
  'status-badge',
  css`
    display: inline-block;
    font-family: var(--font-mono);
    font-weight: 700;
    font-size: var(--text-sm);
    padding: 0 0.4rem;
    border-radius: 0.3rem;
    border: 1px solid currentColor;
    line-height: 1.5;
    color: var(--c-info);
    &[data-kind='success'] {
      color: var(--c-tip);
    }
    &[data-kind='client-error'],
    &[data-kind='server-error'] {
      color: var(--c-danger);
    }
  `,
);
