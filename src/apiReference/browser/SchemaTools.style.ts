import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';
import { WITHOUT_SCRIPTS } from '../../lib/rootAttributes';

/** Expand all / Collapse all: hidden without scripts, where they could do nothing (each level's own summary still opens it). */
export const schemaToolsStyle = bodyPartStyle(
  'schema-tools',
  css`
    display: flex;
    gap: 0.5rem;
    justify-content: flex-end;
    margin: 0 0 0.25rem;
    button {
      font: inherit;
      font-size: var(--text-xs);
      color: var(--c-link);
      background: none;
      border: 1px solid var(--c-border);
      border-radius: 0.3rem;
      padding: 0.1rem 0.5rem;
      cursor: pointer;
    }
    button:hover {
      background: var(--c-bg-soft);
    }
    ${WITHOUT_SCRIPTS} & {
      display: none;
    }
  `,
);
