import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

/** The tree's rows, nested levels (a rule at their left) and folds, which SchemaRow renders. */
export const schemaTreeStyle = bodyPartStyle(
  'schema-tree',
  css`
    margin: 0 0 1.25rem;
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    li {
      padding: 0.55rem 0;
      border-top: 1px solid var(--c-border);
    }
    li:first-of-type {
      border-top: 0;
    }
    .children {
      margin: 0.35rem 0 0 0.15rem;
      padding: 0 0 0 0.9rem;
      border-left: 2px solid var(--c-border);
    }
    details > summary {
      cursor: pointer;
      display: inline-block;
      font-size: var(--text-sm);
      color: var(--c-link);
      padding: 0.1rem 0.25rem 0.1rem 0;
      border-radius: 0.25rem;
    }
    details > summary::-webkit-details-marker {
      display: none;
    }
    details > summary::before {
      content: '';
      display: inline-block;
      width: 0.45em;
      height: 0.45em;
      margin: 0 0.5em 0.1em 0.15em;
      border: solid currentColor;
      border-width: 0 2px 2px 0;
      transform: rotate(-45deg);
      transition: transform 0.15s;
    }
    details[open] > summary::before {
      transform: rotate(45deg);
    }
    details[open] > summary {
      margin-bottom: 0.2rem;
    }
    .alt-label {
      display: block;
      font-weight: 600;
      font-size: var(--text-sm);
      margin: 0.4rem 0 0.1rem;
    }
    .root > li {
      border-top: 0;
      padding-top: 0;
    }
    .link-back {
      font-size: var(--text-xs);
    }
  `,
);
