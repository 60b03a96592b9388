import { css } from '@emotion/react';

/**
 * One field (a schema property or a parameter): name, type, required marker and constraints
 * on one row, the description and the remaining facts under it.
 */
export const fieldStyle = css`
  .field-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.2rem 0.55rem; line-height: 1.5; }
  .name { font-family: var(--font-mono); font-weight: 700; font-size: 0.95rem; color: var(--c-text); background: none; border: 0; padding: 0; overflow-wrap: anywhere; }
  .type { font-family: var(--font-mono); font-size: 0.875rem; color: var(--c-tok-attr); overflow-wrap: anywhere; }
  .flag { font-size: 0.8125rem; font-weight: 600; }
  .required { color: var(--c-danger); }
  .muted { color: var(--c-text-muted); font-weight: 500; }
  .constraint { font-family: var(--font-mono); font-size: 0.8125rem; color: var(--c-text-muted); background: var(--c-bg-soft); border: 1px solid var(--c-border);
    border-radius: 0.25rem; padding: 0 0.3rem; overflow-wrap: anywhere; }
  .field-body { margin: 0.2rem 0 0; font-size: 0.95rem; }
  .field-body .api-markdown > :last-child { margin-bottom: 0.3rem; }
  .field-body p { margin: 0 0 0.3rem; }
  .facts { font-size: 0.875rem; color: var(--c-text-muted); }
  .facts > div { margin: 0.1rem 0; }
  .facts code { font-size: 0.8125rem; overflow-wrap: anywhere; }
  .facts pre { margin: 0.3rem 0; padding: 0.5rem 0; font-size: 0.8125rem; }
  .facts pre code { display: block; padding: 0 0.75rem; }
`;
