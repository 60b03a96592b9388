import React from 'react';
import { css } from '@emotion/react';
import { visuallyHidden } from '../styles/visuallyHidden';
import { VARIABLE_TABLE } from './mdx/VariableFilter.attributes';

/**
 * An environment-variable table (marked by src/gatsby/mdx/rehypeVariableAnchors.ts) becomes
 * a stack of cards on phones: the name with its anchor and copy button, the default, then
 * the description at the full width, instead of three squeezed columns.
 */
const variableTable = css`
  /* Beside the description there is room for whole names and defaults: the column sizes to
     the longest. Chromium breaks at a <wbr> even in nowrap text, so the <wbr>s go too. */
  @media (min-width: 36.0625rem) {
    td:nth-of-type(-n + 2) code {
      white-space: nowrap;
    }
    td:nth-of-type(-n + 2) wbr {
      display: none;
    }
  }
  @media (max-width: 36rem) {
    display: block;
    background: none;
    overflow: visible;
    thead {
      ${visuallyHidden};
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      border: 1px solid var(--c-border);
      border-radius: var(--radius);
      padding: var(--space-3);
      margin-bottom: var(--space-3);
    }
    td {
      border: 0;
      padding: 0;
    }
    td:nth-of-type(2) {
      margin: var(--space-1) 0 var(--space-2);
      font-size: var(--text-sm);
      color: var(--c-text-muted);
    }
    td:nth-of-type(2)::before {
      content: 'Default: ';
      font-weight: 600;
    }
    tr:target {
      background: var(--c-line-highlight);
      box-shadow: inset 3px 0 0 var(--c-link);
    }
    tr:target > td {
      background: none;
      box-shadow: none;
    }
  }
`;

type TableProps = React.TableHTMLAttributes<HTMLTableElement> & { [VARIABLE_TABLE]?: string };

/**
 * A <table>. Tables scroll sideways when too wide (global `table { overflow-x: auto }`);
 * the island they sit in makes an overflowing one a Tab stop (scrollableTables.ts).
 */
export function ScrollTable(props: TableProps) {
  return <table css={props[VARIABLE_TABLE] === undefined ? undefined : variableTable} {...props} />;
}
