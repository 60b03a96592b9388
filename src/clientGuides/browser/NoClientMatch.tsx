import React from 'react';
import { css } from '@emotion/react';

const style = css`
  border: 1px dashed var(--c-border);
  border-radius: var(--radius-lg);
  padding: var(--space-8) var(--space-4);
  text-align: center;
  margin: 0 0 var(--space-8);
  p {
    margin: 0 0 var(--space-3);
  }
  /* The box's width, not the measure DocArticle gives running text (its class, then article p): doubled, the class outranks it. */
  article && p {
    max-width: none;
  }
  .title {
    font-weight: 700;
    font-size: var(--text-md);
    color: var(--c-text);
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: var(--space-2) var(--space-4);
    border-radius: var(--radius);
    border: 1px solid var(--c-accent);
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    cursor: pointer;
  }
`;

/** Where the client-examples filters match nothing: what to try, and a button that clears them. */
export function NoClientMatch({ onClear }: { onClear: () => void }) {
  return (
    <div css={style} className="empty">
      <p className="title">No application matches these filters.</p>
      <p>
        Try fewer filters, or <a href="#connect-an-app-that-is-not-listed">connect an app that is not listed</a> with the generic settings.
      </p>
      <p>
        <button type="button" onClick={onClear}>
          Clear filters
        </button>
      </p>
    </div>
  );
}
