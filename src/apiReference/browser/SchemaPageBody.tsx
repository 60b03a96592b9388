import React from 'react';
import { HtmlBlock } from './HtmlBlock';
import { SchemaTree } from './SchemaTree';
import type { SchemaNode } from '../core/types';
import { schemaPageBodyStyle } from './SchemaPageBody.style';

/**
 * A component schema's own page: its description, then its tree (see ../core/schemaPages).
 * Rendered to HTML on the Node side, like an operation's body (src/gatsby/bodies/pageBodies.tsx).
 */
export function SchemaPageBody({ tree }: { tree: SchemaNode }) {
  return (
    <div className="api-schema" css={schemaPageBodyStyle}>
      <HtmlBlock html={tree.descriptionHtml} />
      <section aria-labelledby="fields">
        <h2 id="fields">Fields</h2>
        {/* The description is above, as the page's own. */}
        <SchemaTree root={{ ...tree, descriptionHtml: null }} />
      </section>
    </div>
  );
}
