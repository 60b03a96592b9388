import React from 'react';
import { css } from '@emotion/react';

const style = css`
  display: inline-block;
  background: var(--c-warning-bg);
  color: var(--c-warning);
  border: 1px solid currentColor;
  border-radius: 0.3rem;
  padding: 0 0.5rem;
  font-size: var(--text-xs);
  font-weight: 700;
  margin-bottom: 0.75rem;
`;

/** Above a draft page's breadcrumbs (drafts exist in `npm run develop` only). */
export function DraftBadge() {
  return (
    <p css={style} className="draft-badge">
      Draft: visible in development only
    </p>
  );
}
