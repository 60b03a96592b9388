import React from 'react';

/**
 * A copy button for the text of the nearest `[data-copy-scope]`'s `[data-copy-source]`.
 * The browser side (client/enhance/copy) copies and announces the result. `compact` shows
 * an icon instead of the word, for a button beside a name in a table.
 */
export function CopyButton({
  label = 'Copy code to clipboard',
  className = 'copy-button',
  compact = false,
}: {
  label?: string;
  className?: string;
  compact?: boolean;
}) {
  return (
    <button type="button" className={className} data-copy="" data-copy-label={label} aria-label={label} title={compact ? label : undefined}>
      {compact ? (
        <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
          <path d="M10.5 3.5V3a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h.5" />
        </svg>
      ) : (
        <span aria-hidden="true" data-copy-label="">
          Copy
        </span>
      )}
      <span className="visually-hidden" role="status" />
    </button>
  );
}
