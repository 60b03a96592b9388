import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const operationPathStyle = bodyPartStyle(
  'op-path',
  css`
    display: flex;
    align-items: center;
    gap: 0.6rem;
    flex-wrap: wrap;
    font-family: var(--font-mono);
    font-size: var(--text-base);
    padding: 0.6rem 0.8rem;
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    background: var(--c-bg-soft);
    margin: 0 0 1rem;
    .path {
      word-break: break-all;
    }
    .param {
      color: var(--c-tok-title);
      font-weight: 700;
    }
  `,
);
