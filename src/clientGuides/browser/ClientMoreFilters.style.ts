import { css } from '@emotion/react';

/* Beside the search field on wider screens; folded behind a button on phones (ClientMoreFilters). */

/** The button that unfolds the category and capability filters, shown on phones only. */
export const moreFiltersToggleStyle = css`
  display: none;
  @media (max-width: 720px) {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 2.5rem;
    padding: 0 var(--space-3);
    font: inherit;
    font-size: var(--text-sm);
    font-weight: 600;
    color: var(--c-text);
    background: var(--c-bg);
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    cursor: pointer;
    &::after {
      content: '';
      width: 0.45em;
      height: 0.45em;
      border: solid var(--c-text-muted);
      border-width: 0 2px 2px 0;
      transform: rotate(45deg);
    }
    &[aria-expanded='true']::after {
      transform: rotate(-135deg);
    }
  }
`;

/** The category and capability filters: cells of the form's grid on wider screens, a folding panel on phones. */
export const moreFiltersStyle = css`
  display: contents;
  fieldset {
    grid-column: 1 / -1;
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-5);
  }
  fieldset legend {
    width: 100%;
    margin-bottom: var(--space-1);
    padding: 0;
  }
  fieldset label {
    font-weight: 400;
    font-size: var(--text-sm);
    display: inline-flex;
    gap: var(--space-2);
    align-items: center;
    margin: 0;
  }
  @media (max-width: 720px) {
    display: grid;
    gap: var(--space-3);
    &[data-open='false'] {
      display: none;
    }
  }
`;
