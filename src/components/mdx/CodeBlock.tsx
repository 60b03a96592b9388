import React from 'react';
import { css } from '@emotion/react';
import { CopyButton } from './CopyButton';

export const codeBlockStyle = css`
  position: relative; margin: 0 0 1.25rem;
  .code-title { font-family: var(--font-mono); font-size: 0.8rem; padding: 0.45rem 1rem; background: var(--c-bg-soft); border: 1px solid var(--c-border);
    border-bottom: 0; border-radius: var(--radius) var(--radius) 0 0; color: var(--c-text-muted); }
  .code-title + pre { border-top-left-radius: 0; border-top-right-radius: 0; }
  pre { margin: 0; }
  .copy-button { position: absolute; right: 0.5rem; bottom: 0.5rem; font: inherit; font-size: 0.75rem; padding: 0.25rem 0.55rem; border-radius: 0.3rem;
    border: 1px solid var(--c-border); background: var(--c-bg); color: var(--c-text); cursor: pointer; opacity: 0.85; }
  .copy-button:hover, .copy-button:focus-visible { opacity: 1; }
`;

type PreProps = React.HTMLAttributes<HTMLPreElement> & { 'data-title'?: string; 'data-language'?: string; 'data-code-html'?: string };

/** Fenced code from MDX: already highlighted at build time; adds the title and a copy button. */
export function CodeBlock(props: PreProps) {
  const { 'data-title': title, 'data-code-html': codeHtml, children, ...rest } = props;
  // MDX hands over the highlighted code as one HTML string (see rehype-code-blocks).
  const codeClass = React.isValidElement<{ className?: string }>(children) ? children.props.className : undefined;
  return (
    <div css={codeBlockStyle} className="code-block" data-copy-scope="">
      {title && <div className="code-title">{title}</div>}
      <pre tabIndex={0} data-copy-source="" {...rest}>
        {codeHtml !== undefined ? <code className={codeClass} dangerouslySetInnerHTML={{ __html: codeHtml }} /> : children}
      </pre>
      <CopyButton />
    </div>
  );
}
