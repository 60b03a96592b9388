import React from 'react';
import { css } from '@emotion/react';
import { fieldLabel, scriptedFormBox, textField } from '../../styles/formField';
import { FILTER_ITEMS, VARIABLE_COUNT, VARIABLE_FILTER, VARIABLE_FILTER_BOX, type FilterItems } from './VariableFilter.attributes';

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

/** What the box says for each kind of list it filters. */
const WORDING: Record<FilterItems, { label: string; placeholder: string }> = {
  variables: { label: 'Filter variables', placeholder: 'Name or topic, e.g. SMTP' },
  messages: { label: 'Filter messages', placeholder: 'Words from the message, e.g. redirect' },
};

/**
 * Filter box for a page's long list (VariableFilter.behaviour.ts does the narrowing): the
 * environment-variable tables' rows (`items="variables"`, the default), or the entries of an
 * index page, each an h3 section (`items="messages"`, the error messages). Without JavaScript
 * it is hidden and the page shows in full.
 */
export function VariableFilter({ items = 'variables' }: { items?: FilterItems }) {
  const { label, placeholder } = WORDING[items];
  return (
    <div css={style} className={VARIABLE_FILTER_BOX} {...{ [FILTER_ITEMS]: items }}>
      <label htmlFor="variable-filter">{label}</label>
      <input id="variable-filter" type="search" autoComplete="off" spellCheck={false} placeholder={placeholder} {...{ [VARIABLE_FILTER]: '' }} />
      <p role="status" aria-live="polite" {...{ [VARIABLE_COUNT]: '' }} />
    </div>
  );
}
