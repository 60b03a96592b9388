import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const flagStyle = bodyPartStyle(
  'field-flag',
  css`
    font-size: var(--text-xs);
    font-weight: 600;
    &.required {
      color: var(--c-danger);
    }
    &.muted {
      color: var(--c-text-muted);
      font-weight: 500;
    }
  `,
);

export const fieldHeadStyle = bodyPartStyle(
  'field-head',
  css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 0.55rem;
    line-height: 1.5;
    .name {
      font-family: var(--font-mono);
      font-weight: 700;
      font-size: var(--text-base);
      color: var(--c-text);
      background: none;
      border: 0;
      padding: 0;
      overflow-wrap: anywhere;
    }
    .type {
      font-family: var(--font-mono);
      font-size: var(--text-sm);
      color: var(--c-tok-attr);
      overflow-wrap: anywhere;
    }
    .constraint {
      font-family: var(--font-mono);
      font-size: var(--text-xs);
      color: var(--c-text-muted);
      background: var(--c-bg-soft);
      border: 1px solid var(--c-border);
      border-radius: 0.25rem;
      padding: 0 0.3rem;
      overflow-wrap: anywhere;
    }
  `,
);
