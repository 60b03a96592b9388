import React from 'react';
import { css } from '@emotion/react';
import { CopyButton } from './CopyButton';
import { COPY_SCOPE, COPY_SOURCE } from './CopyButton.attributes';
import { identifierPieces } from '../../lib/identifierBreaks';

const style = css`
  display: inline-flex;
  align-items: flex-start;
  gap: 0.2rem;
  max-width: 100%;
  a {
    text-decoration: none;
    min-width: 0;
  }
  a:hover code {
    border-color: var(--c-link);
  }
  .variable-copy {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.6rem;
    height: 1.6rem;
    margin-top: -0.1rem;
    padding: 0;
    border: 1px solid transparent;
    border-radius: 0.3rem;
    background: none;
    color: var(--c-text-muted);
    cursor: pointer;
  }
  .variable-copy:hover {
    border-color: var(--c-border);
    color: var(--c-text);
  }
`;

/**
 * An environment variable's name in its table row (src/gatsby/mdx/rehypeVariableAnchors.ts):
 * a link to the row's own anchor, and a button that copies the name. The name wraps only
 * after an underscore.
 */
export function VariableName({ name }: { name: string }) {
  return (
    <span css={style} className="variable-name" {...{ [COPY_SCOPE]: '' }}>
      <a href={`#${name}`} className="variable-anchor">
        <code {...{ [COPY_SOURCE]: '' }}>
          {identifierPieces(name).map((piece, index) => (
            <React.Fragment key={index}>
              {index > 0 && <wbr />}
              {piece}
            </React.Fragment>
          ))}
        </code>
      </a>
      <CopyButton label={`Copy ${name}`} className="variable-copy" compact />
    </span>
  );
}
