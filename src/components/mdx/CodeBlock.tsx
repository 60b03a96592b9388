import React from 'react';
import { CopyButton } from './CopyButton';
import { CODE_BAR, CODE_BLOCK, CODE_COPY_BUTTON, CODE_LANGUAGE, CODE_TITLE } from './CodeBlock.attributes';
import { COPY_SCOPE, COPY_SOURCE } from './CopyButton.attributes';
import { codeBlockStyle } from './CodeBlock.style';

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
  // MDX hands over the highlighted code as one HTML string (see rehypeCodeBlocks).
  const codeClass = React.isValidElement<{ className?: string }>(children) ? children.props.className : undefined;
  const language = languageOf(rest['data-language'], codeClass);
  return (
    <div css={codeBlockStyle} className={CODE_BLOCK} {...{ [COPY_SCOPE]: '' }}>
      <div className={CODE_BAR}>
        {title && <span className={CODE_TITLE}>{title}</span>}
        {language && <span className={CODE_LANGUAGE}>{language}</span>}
        <CopyButton className={CODE_COPY_BUTTON} />
      </div>
      {/* A Tab stop, so a keyboard can scroll it sideways; named for screen readers by its title or language. */}
      <pre tabIndex={0} role="group" aria-label={title ?? (language ? `${language} code` : 'Code')} {...{ [COPY_SOURCE]: '' }} {...rest}>
        {codeHtml !== undefined ? <code className={codeClass} dangerouslySetInnerHTML={{ __html: codeHtml }} /> : children}
      </pre>
    </div>
  );
}
