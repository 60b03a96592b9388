/** The search dialog's footer: which keys do what (hidden on phones, which have no keyboard). */
import React from 'react';
import { css } from '@emotion/react';

const style = css`
  display: flex;
  gap: 1rem;
  padding: 0.5rem 0.9rem;
  border-top: 1px solid var(--c-border);
  font-size: var(--text-xs);
  color: var(--c-text-muted);
  kbd {
    background: var(--c-bg-soft);
  }
  @media (max-width: 640px) {
    display: none;
  }
`;

export function KeyHints() {
  return (
    <div css={style} className="hints" aria-hidden="true">
      <span>
        <kbd>↑</kbd> <kbd>↓</kbd> to move
      </span>
      <span>
        <kbd>Enter</kbd> to open
      </span>
      <span>
        <kbd>Esc</kbd> to close
      </span>
    </div>
  );
}
