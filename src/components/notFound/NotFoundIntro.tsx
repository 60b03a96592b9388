import React from 'react';
import { css } from '@emotion/react';

const style = css`
  .status {
    font-family: var(--font-mono);
    font-weight: 700;
    color: var(--c-link);
    margin: 0 0 var(--space-2);
  }
  h1 {
    font-size: var(--text-3xl);
    margin: 0 0 var(--space-3);
  }
  .lead {
    font-size: var(--text-md);
    color: var(--c-text-muted);
    margin: 0 0 var(--space-6);
  }
`;

/** The 404 page's opening: the status, then the title and lead written in content/pages/not-found.mdx. */
export function NotFoundIntro({ children }: { children?: React.ReactNode }) {
  return (
    <div css={style}>
      <p className="status">404</p>
      {children}
    </div>
  );
}
