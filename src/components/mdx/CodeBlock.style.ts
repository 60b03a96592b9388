import { css } from '@emotion/react';
import { bodyPartStyle } from '../bodyPartStyle';
import { CODE_BAR, CODE_BLOCK, CODE_COPY_BUTTON, CODE_LANGUAGE, CODE_TITLE } from './CodeBlock.attributes';

/**
 * The bar above the code holds the title, the language and the copy button, so the button
 * never sits over a line of code however long it is.
 */
export const codeBlockStyle = bodyPartStyle(
  CODE_BLOCK,
  css`
    margin: 0 0 1.25rem;
    .${CODE_BAR} {
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
    .${CODE_TITLE} {
      font-family: var(--font-mono);
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .${CODE_LANGUAGE}, .${CODE_COPY_BUTTON} {
      margin-left: auto;
    }
    .${CODE_LANGUAGE} {
      font-family: var(--font-mono);
      text-transform: lowercase;
    }
    .${CODE_LANGUAGE} + .${CODE_COPY_BUTTON} {
      margin-left: 0;
    }
    .${CODE_BAR} + pre {
      margin: 0;
      border-top-left-radius: 0;
      border-top-right-radius: 0;
    }
    .${CODE_COPY_BUTTON} {
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
  `,
);
