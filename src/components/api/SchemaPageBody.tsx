import React from 'react';
import { css } from '@emotion/react';
import { HtmlBlock } from './HtmlBlock';
import { SchemaTree } from './SchemaTree';
import type { SchemaNode } from '../../openapi/types';

/** The table of contents of a schema page. */
export const schemaPageHeadings = [{ depth: 2, value: 'Fields', id: 'fields' }];

/** The tree keeps near the prose measure, so its Expand/Collapse buttons stay beside it. */
const style = css`
  .schema-tree {
    max-width: calc(var(--measure) + var(--space-8));
  }
`;

/**
 * A component schema's own page: its description, then its tree (see src/openapi/schemaPages).
 * Rendered to HTML at build time for production, like an operation's body.
 */
export function SchemaPageBody({ tree }: { tree: SchemaNode }) {
  return (
    <div className="api-schema" css={style}>
      <HtmlBlock html={tree.descriptionHtml} />
      <section aria-labelledby="fields">
        <h2 id="fields">Fields</h2>
        {/* The description is above, as the page's own. */}
        <SchemaTree root={{ ...tree, descriptionHtml: null }} />
      </section>
    </div>
  );
}
