import { css } from '@emotion/react';
import { WITHOUT_SCRIPTS } from '../../lib/rootAttributes';

/** The client-examples filter form (ClientExamples): its grid and the fields in it, search and category alike. */
export const clientFiltersStyle = css`
  display: grid;
  gap: var(--space-3) var(--space-4);
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: end;
  margin: 0 0 var(--space-4);
  padding: var(--space-4);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-lg);
  background: var(--c-bg-soft);
  ${WITHOUT_SCRIPTS} & {
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
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
