import React from 'react';
import { css } from '@emotion/react';

const badge = css`
  display: inline-block; min-width: 3.4em; padding: 0 0.3em; border-radius: 0.25rem; font-size: 0.68rem; font-weight: 700;
  line-height: 1.5; text-align: center; font-family: var(--font-mono); text-transform: uppercase; border: 1px solid currentColor;
  &[data-method='get'] { color: var(--c-get); } &[data-method='post'] { color: var(--c-post); } &[data-method='put'] { color: var(--c-put); }
  &[data-method='patch'] { color: var(--c-patch); } &[data-method='delete'] { color: var(--c-delete); }
`;

/** HTTP method label, coloured per method (also used by the API pages). */
export function MethodBadge({ method, className }: { method: string; className?: string }) {
  const lower = method.toLowerCase();
  return (
    <span css={badge} className={className} data-method={lower}>
      {lower === 'delete' ? 'del' : lower}
    </span>
  );
}
