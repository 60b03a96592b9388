import React from 'react';
import { css } from '@emotion/react';
import { fieldLabel, scriptedFormBox, textField } from '../../styles/formField';
import { VARIABLE_COUNT, VARIABLE_FILTER, VARIABLE_FILTER_BOX } from './VariableFilter.attributes';

const style = css`
  ${scriptedFormBox};
  padding: var(--space-4);
  label {
    ${fieldLabel};
  }
  input {
    ${textField};
    width: 100%;
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
 * Filter box for the environment-variable tables (VariableFilter.behaviour.ts does the
 * narrowing). Without JavaScript it is hidden and every table shows in full.
 */
export function VariableFilter() {
  return (
    <div css={style} className={VARIABLE_FILTER_BOX}>
      <label htmlFor="variable-filter">Filter variables</label>
      <input id="variable-filter" type="search" autoComplete="off" spellCheck={false} placeholder="Name or topic, e.g. SMTP" {...{ [VARIABLE_FILTER]: '' }} />
      <p role="status" aria-live="polite" {...{ [VARIABLE_COUNT]: '' }} />
    </div>
  );
}
