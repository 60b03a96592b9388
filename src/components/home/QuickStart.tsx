import React from 'react';
import { css } from '@emotion/react';
import { CODE_BLOCK } from '../mdx/CodeBlock.attributes';

const style = css`
  border: 1px solid var(--c-border);
  border-radius: var(--radius-lg);
  background: var(--c-bg-elevated);
  box-shadow: var(--shadow);
  padding: var(--space-5);
  min-width: 0;
  h2 {
    font-size: var(--text-md);
    margin: 0 0 var(--space-1);
  }
  > p {
    margin: 0 0 var(--space-4);
    font-size: var(--text-sm);
    color: var(--c-text-muted);
  }
  ol {
    margin: var(--space-4) 0 0;
    padding-left: var(--space-5);
    font-size: var(--text-sm);
  }
  li {
    margin: 0 0 var(--space-1);
  }
  .${CODE_BLOCK} {
    margin: 0;
  }
  pre {
    max-height: 22rem;
  }
  pre code {
    font-size: var(--text-xs);
  }
  /* No card inside the page's width on a phone: the Compose file gets the whole width, and a
     narrower inset keeps its longest lines (the image, APP_URL) whole on a 375 px phone. */
  @media (max-width: 600px) {
    border: 0;
    background: none;
    box-shadow: none;
    padding: 0;
    pre code {
      padding: 0 0.625rem;
    }
    pre .line {
      min-width: calc(100% + 1.25rem);
      margin: 0 -0.625rem;
      padding: 0 0.625rem;
    }
  }
`;

/** The hero's card: how to run Pocket ID, the Compose file and the first steps (content/pages/home.mdx). */
export function QuickStart({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="quick-start" css={style}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}
