import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';
import { fieldLabel, scriptedFormBox, textField } from '../../styles/formField';

/** The "Your setup" box: one line until opened (with a reset button once a setup is stored); two address fields side by side where there is room, stacked on phones. */
export const yourSetupStyle = bodyPartStyle(
  'your-setup',
  css`
    /* As wide as the prose beside it, not the page's wide code blocks. */
    max-width: calc(var(--measure) + var(--space-8));
    position: relative;
    /* Without JavaScript it is hidden, and the examples keep the example hosts. */
    ${scriptedFormBox};
    summary {
      padding: var(--space-2) var(--space-4);
      cursor: pointer;
      border-radius: var(--radius-lg);
    }
    /* With a setup stored, the line says what is used (applyYourSetup) and keeps room for the reset button. */
    &[data-set] summary {
      padding-right: 6.5rem;
    }
    .your-setup-edit {
      display: none;
      color: var(--c-link);
    }
    &[data-set] details:not([open]) .your-setup-edit {
      display: inline;
    }
    details[open] > summary {
      border-bottom: 1px solid var(--c-border);
      border-radius: var(--radius-lg) var(--radius-lg) 0 0;
    }
    form {
      padding: var(--space-3) var(--space-4) var(--space-4);
    }
    /* Chromium lays out a closed details' content (content-visibility), and its ranges still
     report boxes; out of layout, the folded form measures as nothing. */
    details:not([open]) > form {
      display: none;
    }
    .your-setup-quick-reset {
      position: absolute;
      top: 0.3rem;
      right: var(--space-2);
      padding: 0.2rem 0.7rem;
    }
    .your-setup-quick-reset[hidden] {
      display: none;
    }
    .your-setup-warning {
      margin: var(--space-1) 0 0;
      padding: var(--space-2) var(--space-3);
      font-size: var(--text-sm);
      color: var(--c-warning);
      background: var(--c-warning-bg);
      border-radius: var(--radius);
    }
    .your-setup-warning a {
      color: inherit;
    }
    .your-setup-warning[hidden] {
      display: none;
    }
    .your-setup-title {
      font-weight: 600;
    }
    .your-setup-lead {
      font-size: var(--text-sm);
      color: var(--c-text-muted);
    }
    /* Small text runs more characters to a line: the measure keeps it readable. */
    .your-setup-hint {
      max-width: 54ch;
      margin: 0 0 var(--space-3);
      font-size: var(--text-sm);
      color: var(--c-text-muted);
    }
    .your-setup-fields {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
      gap: var(--space-3);
    }
    label {
      ${fieldLabel};
    }
    input {
      ${textField};
      width: 100%;
      font-family: var(--font-mono);
      font-size: var(--text-sm);
    }
    input[aria-invalid='true'] {
      border-color: var(--c-danger);
      box-shadow: inset 0 0 0 1px var(--c-danger);
    }
    .your-setup-error {
      margin: var(--space-1) 0 0;
      font-size: var(--text-sm);
      color: var(--c-danger);
    }
    .your-setup-error:empty {
      display: none;
    }
    .your-setup-actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--space-2) var(--space-3);
      margin-top: var(--space-3);
    }
    button {
      font: inherit;
      font-size: var(--text-sm);
      padding: 0.4rem 0.9rem;
      border-radius: var(--radius);
      border: 1px solid var(--c-border);
      background: var(--c-bg);
      color: var(--c-text);
      cursor: pointer;
    }
    button[type='submit'] {
      background: var(--c-accent);
      border-color: var(--c-accent);
      color: var(--c-accent-contrast);
      font-weight: 600;
    }
    .your-setup-status {
      margin: 0;
      font-size: var(--text-sm);
      color: var(--c-text-muted);
    }
  `,
);
