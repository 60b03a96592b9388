import { css } from '@emotion/react';
import { WITHOUT_SCRIPTS } from '../lib/rootAttributes';

/*
 * The pieces the docs' small forms share (the variable filter, "Your setup", the instance
 * check), so a field looks the same in each. All three need JavaScript, so their box is
 * hidden without it.
 */

/** The form's box: a soft panel in the text's flow, shown only where scripts run. */
export const scriptedFormBox = css`
  margin: 0 0 var(--space-6);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-lg);
  background: var(--c-bg-soft);
  ${WITHOUT_SCRIPTS} & {
    display: none;
  }
`;

/** A field's label, above it. */
export const fieldLabel = css`
  display: block;
  font-weight: 600;
  font-size: var(--text-sm);
  margin: 0 0 var(--space-1);
`;

/** A one-line text field. */
export const textField = css`
  height: 2.5rem;
  font: inherit;
  padding: 0 var(--space-3);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  background: var(--c-bg);
  color: var(--c-text);
`;
