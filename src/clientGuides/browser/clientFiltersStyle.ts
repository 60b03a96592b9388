import { css } from '@emotion/react';

/** The client-examples filter form (ClientExampleIndex): search, category and capabilities. */
export const clientFiltersStyle = css`
  .client-filters {
    display: grid;
    gap: var(--space-3) var(--space-4);
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
    margin: 0 0 var(--space-4);
    padding: var(--space-4);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-lg);
    background: var(--c-bg-soft);
  }
  html:not([data-js]) & .client-filters {
    display: none;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: var(--space-1);
    min-width: 0;
  }
  label,
  legend {
    display: block;
    font-weight: 600;
    font-size: var(--text-sm);
    line-height: var(--leading-tight);
  }
  input[type='search'],
  select {
    box-sizing: border-box;
    width: 100%;
    height: 2.5rem;
    margin: 0;
    font: inherit;
    font-size: var(--text-base);
    line-height: 1.2;
    padding: 0 var(--space-3);
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    background: var(--c-bg);
    color: var(--c-text);
  }
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
  /* Beside the search field on wider screens; folded behind a button on phones. */
  .more-filters {
    display: contents;
  }
  .more-filters-toggle {
    display: none;
  }
  @media (max-width: 720px) {
    .client-filters {
      grid-template-columns: minmax(0, 1fr);
    }
    .more-filters {
      display: grid;
      gap: var(--space-3);
    }
    .more-filters[data-open='false'] {
      display: none;
    }
    .more-filters-toggle {
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
    }
    .more-filters-toggle::after {
      content: '';
      width: 0.45em;
      height: 0.45em;
      border: solid var(--c-text-muted);
      border-width: 0 2px 2px 0;
      transform: rotate(45deg);
    }
    .more-filters-toggle[aria-expanded='true']::after {
      transform: rotate(-135deg);
    }
  }
`;
