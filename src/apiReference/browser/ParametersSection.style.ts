import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

/** Parameters are a list, not a table: narrow screens stack them as cards instead of scrolling sideways. */
export const parameterListStyle = bodyPartStyle(
  'param-list',
  css`
    list-style: none;
    margin: 0 0 1.5rem;
    padding: 0;
    border-top: 1px solid var(--c-border);
    > li {
      padding: 0.7rem 0;
      border-bottom: 1px solid var(--c-border);
    }
    > li > .schema-tree {
      margin: 0.5rem 0 0;
    }
    @media (max-width: 600px) {
      border-top: 0;
      > li {
        border: 1px solid var(--c-border);
        border-radius: var(--radius);
        padding: 0.65rem 0.8rem;
        margin: 0 0 0.6rem;
        background: var(--c-bg-soft);
      }
    }
  `,
);
