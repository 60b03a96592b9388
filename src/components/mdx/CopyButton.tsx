import React from 'react';

/**
 * A copy button for the text of the nearest `[data-copy-scope]`'s `[data-copy-source]`.
 * The browser side (client/enhance/copy) copies and announces the result.
 */
export function CopyButton({ label = 'Copy code to clipboard', className = 'copy-button' }: { label?: string; className?: string }) {
  return (
    <button type="button" className={className} data-copy="" data-copy-label={label} aria-label={label}>
      <span aria-hidden="true" data-copy-label="">
        Copy
      </span>
      <span className="visually-hidden" role="status" />
    </button>
  );
}
