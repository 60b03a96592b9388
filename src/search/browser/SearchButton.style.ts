import { css } from '@emotion/react';
import { visuallyHidden } from '../../styles/visuallyHidden';

/** The navbar's search button: a field-like pill on wide screens, an icon button on phones. */
export const searchButtonStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  height: 2.25rem;
  padding: 0 0.5rem 0 0.65rem;
  margin-right: 0.25rem;
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  background: var(--c-bg-soft);
  color: var(--c-text-muted);
  font: inherit;
  font-size: var(--text-sm);
  cursor: pointer;
  &:hover {
    color: var(--c-text);
    border-color: var(--c-text-muted);
  }
  kbd {
    color: var(--c-text-muted);
  }
  /* Phones: icon only; the label stays in the accessible name (hidden visually, not display: none). */
  @media (max-width: 640px) {
    kbd {
      display: none;
    }
    .label {
      ${visuallyHidden};
    }
    /* An icon button like its neighbours (GitHub, colour mode): same size, colour and hover. */
    width: 2.5rem;
    height: 2.5rem;
    justify-content: center;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    color: var(--c-text);
    &:hover {
      background: var(--c-bg-soft);
    }
    svg {
      width: 1.3rem;
      height: 1.3rem;
    }
  }
`;
