import React from 'react';
import { COPY_BUTTON, COPY_LABEL } from './CopyButton.attributes';

/**
 * A copy button for the text of the source in its nearest copy scope (CopyButton.attributes.ts).
 * Its behaviour (CopyButton.behaviour.ts) copies and announces the result. `compact` shows
 * an icon instead of the word, for a button beside a name in a table. `className` is the
 * name its container styles it by (CodeBlock.attributes.ts, VariableName.tsx).
 */
export function CopyButton({ label = 'Copy code to clipboard', className, compact = false }: { label?: string; className: string; compact?: boolean }) {
  return (
    <button type="button" className={className} {...{ [COPY_BUTTON]: '', [COPY_LABEL]: label }} aria-label={label} title={compact ? label : undefined}>
      {compact ? (
        <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
          <path d="M10.5 3.5V3a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5" />
        </svg>
      ) : (
        <span aria-hidden="true" {...{ [COPY_LABEL]: '' }}>
          Copy
        </span>
      )}
      <span className="visually-hidden" role="status" />
    </button>
  );
}
