import React from 'react';
import { CodeBlock } from './CodeBlock';
import { FENCE_CODE_HTML, FENCE_LANGUAGE, FENCE_TITLE } from './MdxCodeBlock.attributes';

interface MdxPreProps {
  [FENCE_TITLE]?: string;
  [FENCE_LANGUAGE]?: string;
  [FENCE_CODE_HTML]?: string;
  children?: React.ReactNode;
}

/** MDX's `pre` (mdxComponents): a fenced block, its props from rehypeCodeBlocks handed to CodeBlock by name. */
export function MdxCodeBlock({ [FENCE_TITLE]: title, [FENCE_LANGUAGE]: language, [FENCE_CODE_HTML]: codeHtml, children }: MdxPreProps) {
  return (
    <CodeBlock title={title} language={language} codeHtml={codeHtml}>
      {children}
    </CodeBlock>
  );
}
