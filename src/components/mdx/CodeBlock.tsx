import React from 'react';
import { CopyButton } from './CopyButton';
import { CODE_BAR, CODE_BLOCK, CODE_COPY_BUTTON, CODE_LANGUAGE, CODE_TITLE, PRE_LANGUAGE } from './CodeBlock.attributes';
import { COPY_SCOPE, COPY_SOURCE } from './CopyButton.attributes';
import { codeBlockStyle } from './CodeBlock.style';

interface CodeBlockProps {
  /** Shown in the bar; names the code for screen readers. */
  title?: string;
  /** The code's language as given (a fence's, a sample's); without it, the code element's language class names it. */
  language?: string;
  /** The highlighted code as one HTML string, shown in a code element of `children`'s class (rehypeCodeBlocks, a guide's request). */
  codeHtml?: string;
  /** The code element. */
  children?: React.ReactNode;
}

/** Fence names shown as a more familiar label. */
const LANGUAGE_LABELS: Record<string, string> = { plaintext: 'text' };

function languageOf(language: string | undefined, codeClass: string | undefined): string | null {
  const name = language ?? codeClass?.match(/(?:^|\s)language-([\w+-]+)/)?.[1];
  if (!name) return null;
  return LANGUAGE_LABELS[name] ?? name;
}

/** Fenced code from MDX (highlighted at build time) and the API examples: a bar with title, language and copy button, then the code. */
export function CodeBlock({ title, language: givenLanguage, codeHtml, children }: CodeBlockProps) {
  const codeClass = React.isValidElement<{ className?: string }>(children) ? children.props.className : undefined;
  const language = languageOf(givenLanguage, codeClass);
  return (
    <div css={codeBlockStyle} className={CODE_BLOCK} {...{ [COPY_SCOPE]: '' }}>
      <div className={CODE_BAR}>
        {title && <span className={CODE_TITLE}>{title}</span>}
        {language && <span className={CODE_LANGUAGE}>{language}</span>}
        <CopyButton className={CODE_COPY_BUTTON} />
      </div>
      {/* A Tab stop, so a keyboard can scroll it sideways; named for screen readers by its title or language. */}
      <pre tabIndex={0} role="group" aria-label={title ?? (language ? `${language} code` : 'Code')} {...{ [COPY_SOURCE]: '', [PRE_LANGUAGE]: givenLanguage }}>
        {codeHtml !== undefined ? <code className={codeClass} dangerouslySetInnerHTML={{ __html: codeHtml }} /> : children}
      </pre>
    </div>
  );
}
