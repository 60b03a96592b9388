import React from 'react';
import { css } from '@emotion/react';
import { CopyButton } from './CopyButton';
import { COPY_SCOPE, COPY_SOURCE } from './CopyButton.attributes';

/**
 * The bar above the code holds the title, the language and the copy button, so the button
 * never sits over a line of code however long it is.
 */
const codeBlockStyle = css`
  margin: 0 0 1.25rem;
  .code-bar {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 2.25rem;
    padding: 0.3rem 0.4rem 0.3rem 1rem;
    background: var(--c-bg-soft);
    border: 1px solid var(--c-border);
    border-bottom: 0;
    border-radius: var(--radius) var(--radius) 0 0;
    font-size: var(--text-xs);
    color: var(--c-text-muted);
  }
  .code-title {
    font-family: var(--font-mono);
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .code-language,
  .copy-button {
    margin-left: auto;
  }
  .code-language {
    font-family: var(--font-mono);
    text-transform: lowercase;
  }
  .code-language + .copy-button {
    margin-left: 0;
  }
  .code-bar + pre {
    margin: 0;
    border-top-left-radius: 0;
    border-top-right-radius: 0;
  }
  .copy-button {
    flex: none;
    font: inherit;
    font-size: var(--text-xs);
    padding: 0.15rem 0.55rem;
    border-radius: 0.3rem;
    border: 1px solid var(--c-border);
    background: var(--c-bg);
    color: var(--c-text);
    cursor: pointer;
  }
`;

type PreProps = React.HTMLAttributes<HTMLPreElement> & { 'data-title'?: string; 'data-language'?: string; 'data-code-html'?: string };

/** Fence names shown as a more familiar label. */
const LANGUAGE_LABELS: Record<string, string> = { plaintext: 'text' };

function languageOf(language: string | undefined, codeClass: string | undefined): string | null {
  const name = language ?? codeClass?.match(/(?:^|\s)language-([\w+-]+)/)?.[1];
  if (!name) return null;
  return LANGUAGE_LABELS[name] ?? name;
}

/** Fenced code from MDX (highlighted at build time) and the API examples: a bar with title, language and copy button, then the code. */
export function CodeBlock(props: PreProps) {
  const { 'data-title': title, 'data-code-html': codeHtml, children, ...rest } = props;
  // MDX hands over the highlighted code as one HTML string (see rehype-code-blocks).
  const codeClass = React.isValidElement<{ className?: string }>(children) ? children.props.className : undefined;
  const language = languageOf(rest['data-language'], codeClass);
  return (
    <div css={codeBlockStyle} className="code-block" {...{ [COPY_SCOPE]: '' }}>
      <div className="code-bar">
        {title && <span className="code-title">{title}</span>}
        {language && <span className="code-language">{language}</span>}
        <CopyButton />
      </div>
      {/* A Tab stop, so a keyboard can scroll it sideways; named for screen readers by its title or language. */}
      <pre tabIndex={0} role="group" aria-label={title ?? (language ? `${language} code` : 'Code')} {...{ [COPY_SOURCE]: '' }} {...rest}>
        {codeHtml !== undefined ? <code className={codeClass} dangerouslySetInnerHTML={{ __html: codeHtml }} /> : children}
      </pre>
    </div>
  );
}
