import { css } from '@emotion/react';

/** The client-examples index's result count and its "no match" box (ClientExampleIndex). */
export const clientIndexStatusStyle = css`
  .count {
    margin: 0 0 var(--space-4);
    color: var(--c-text-muted);
    font-size: var(--text-sm);
  }
  .empty {
    border: 1px dashed var(--c-border);
    border-radius: var(--radius-lg);
    padding: var(--space-8) var(--space-4);
    text-align: center;
    margin: 0 0 var(--space-8);
  }
  .empty p {
    margin: 0 0 var(--space-3);
    max-width: none;
  }
  .empty .title {
    font-weight: 700;
    font-size: var(--text-md);
    color: var(--c-text);
  }
  .empty button {
    font: inherit;
    font-weight: 600;
    padding: var(--space-2) var(--space-4);
    border-radius: var(--radius);
    border: 1px solid var(--c-accent);
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    cursor: pointer;
  }
`;
