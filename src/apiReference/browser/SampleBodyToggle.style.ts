import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';
import { WITHOUT_SCRIPTS } from '../../lib/rootAttributes';

/** A small switch: a track whose knob moves right and fills when pressed. Hidden without scripts, where it could do nothing. */
export const sampleBodyToggleStyle = bodyPartStyle(
  'full-body',
  css`
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    font: inherit;
    font-size: var(--text-sm);
    color: var(--c-text);
    background: none;
    border: 1px solid var(--c-border);
    border-radius: 999px;
    padding: 0.05rem 0.6rem 0.05rem 0.35rem;
    cursor: pointer;
    &::before {
      content: '';
      flex: none;
      width: 1.6rem;
      height: 0.95rem;
      border-radius: 999px;
      border: 1px solid var(--c-text-muted);
      background: radial-gradient(circle at 0.45rem 50%, var(--c-text-muted) 0.3rem, transparent 0.32rem);
    }
    &[aria-pressed='true']::before {
      border-color: var(--c-link);
      background: radial-gradient(circle at calc(100% - 0.45rem) 50%, var(--c-bg) 0.3rem, var(--c-link) 0.32rem);
    }
    &:hover {
      background: var(--c-bg-soft);
    }
    ${WITHOUT_SCRIPTS} & {
      display: none;
    }
  `,
);
