import React from 'react';
import { css } from '@emotion/react';

const style = css`
  margin: 0 0 var(--space-6);
  padding: var(--space-4);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-lg);
  background: var(--c-bg-soft);
  html:not([data-js]) & {
    display: none;
  }
  label {
    display: block;
    font-weight: 600;
    font-size: var(--text-sm);
    margin: 0 0 var(--space-1);
  }
  input {
    box-sizing: border-box;
    width: 100%;
    height: 2.5rem;
    font: inherit;
    padding: 0 var(--space-3);
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    background: var(--c-bg);
    color: var(--c-text);
  }
  p {
    margin: var(--space-2) 0 0;
    font-size: var(--text-sm);
    color: var(--c-text-muted);
  }
  p:empty {
    margin: 0;
  }
`;

/**
 * Filter box for the environment-variable tables (the variableFilter enhancer does the
 * narrowing). Without JavaScript it is hidden and every table shows in full.
 */
export function VariableFilter() {
  return (
    <div css={style} className="variable-filter">
      <label htmlFor="variable-filter">Filter variables</label>
      <input id="variable-filter" type="search" autoComplete="off" spellCheck={false} placeholder="Name or topic, e.g. SMTP" data-variable-filter="" />
      <p role="status" aria-live="polite" data-variable-count="" />
    </div>
  );
}
