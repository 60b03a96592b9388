import { css } from '@emotion/react';
import { fieldLabel, scriptedFormBox, textField } from '../../styles/formField';

/** The check's form and the result its behaviour renders into it (InstanceCheckResult.tsx). */
export const instanceCheckStyle = css`
  ${scriptedFormBox};
  padding: var(--space-4);
  .instance-check-intro p {
    margin: 0 0 var(--space-3);
  }
  label {
    ${fieldLabel};
  }
  .instance-check-row {
    display: flex;
    gap: var(--space-2);
  }
  input {
    ${textField};
    flex: 1 1 auto;
    min-width: 0;
  }
  button {
    flex: none;
    height: 2.5rem;
    padding: 0 var(--space-4);
    font: inherit;
    font-weight: 600;
    border: 0;
    border-radius: var(--radius);
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    cursor: pointer;
  }
  /* The prose measure, scaled to the smaller text: the same characters a line (the form's
     own class outranks the article's measure for paragraphs). */
  &.instance-check .instance-check-hint {
    max-width: calc(var(--measure) * 0.875);
    margin: var(--space-2) 0 0;
    font-size: var(--text-sm);
    color: var(--c-text-muted);
  }
  .instance-check-result:not(:empty) {
    margin-top: var(--space-4);
    padding-top: var(--space-3);
    border-top: 1px solid var(--c-border);
  }
  .instance-check-result p {
    margin: 0 0 var(--space-2);
  }
  .instance-check-result ul {
    margin: 0;
    padding-left: var(--space-5);
  }
  .instance-check-result li + li {
    margin-top: var(--space-2);
  }
  .instance-check-verdict {
    font-weight: 600;
  }
  .instance-check-verdict.instance-check-failed {
    color: var(--c-danger);
  }
  .instance-check-verdict.instance-check-warning {
    color: var(--c-warning);
  }
  .instance-check-verdict.instance-check-healthy {
    color: var(--c-tip);
  }
  .instance-check-endpoints {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: var(--space-1) var(--space-3);
    margin: 0;
  }
  .instance-check-endpoints dt {
    font-weight: 600;
  }
  .instance-check-endpoints dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* On a phone each address gets the full width under its name, so it breaks less. */
  @media (max-width: 36rem) {
    .instance-check-endpoints {
      grid-template-columns: minmax(0, 1fr);
    }
    .instance-check-endpoints dd + dt {
      margin-top: var(--space-2);
    }
  }
`;
