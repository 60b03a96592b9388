import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

/**
 * A since mark's styles, under fixed names (bodyPartStyle): an operation page's template ships
 * them with the API body parts (src/components/operationPageStyles.ts), as the mark sits in its header.
 */
export const sinceMarkStyle = bodyPartStyle(
  'since-mark',
  css`
    display: inline-block;
    margin-inline-start: 0.35rem;
    padding: 0 0.4rem;
    border: 1px solid var(--c-border);
    border-radius: 999px;
    background: var(--c-bg-soft);
    color: var(--c-text-muted);
    font-size: var(--text-xs);
    font-weight: 600;
    line-height: 1.5;
    white-space: nowrap;
    vertical-align: 0.1em;
    &[data-removed] {
      border-color: var(--c-danger);
      background: var(--c-danger-bg);
      color: var(--c-danger);
    }
  `,
);

export const replacedByStyle = bodyPartStyle(
  'since-replaced-by',
  css`
    font-size: var(--text-xs);
    color: var(--c-text-muted);
  `,
);

/** Both, in the order a mark renders them. */
export const sinceMarkStyles = [sinceMarkStyle, replacedByStyle];
