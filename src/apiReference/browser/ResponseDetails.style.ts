import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const responseDetailsStyle = bodyPartStyle(
  'response-details',
  css`
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    margin: 0 0 0.6rem;
    > summary {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.3rem 0.6rem;
      padding: 0.55rem 0.8rem;
      cursor: pointer;
      list-style: none;
    }
    > summary::-webkit-details-marker {
      display: none;
    }
    > summary::after {
      content: '';
      margin-left: auto;
      flex: none;
      /* On the first line, beside the status and model, when the summary wraps. */
      align-self: flex-start;
      margin-top: 0.55em;
      width: 0.45em;
      height: 0.45em;
      border: solid var(--c-text-muted);
      border-width: 0 2px 2px 0;
      transform: rotate(45deg);
      transition: transform 0.15s;
    }
    &[open] > summary::after {
      transform: rotate(-135deg);
    }
    &[open] > summary {
      border-bottom: 1px solid var(--c-border);
    }
    .response-summary {
      min-width: 0;
      flex: 1 1 10rem;
      overflow-wrap: anywhere;
    }
    .response-model {
      font-family: var(--font-mono);
      font-size: var(--text-xs);
      color: var(--c-text-muted);
      white-space: nowrap;
    }
    .response-body {
      padding: 0.75rem 0.8rem 0.25rem;
    }
  `,
);
