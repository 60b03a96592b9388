import React, { createContext, useContext } from 'react';
import { hasNestedLevels, schemaAnchors } from '../core/schemaTreeLayout';
import type { SchemaNode } from '../core/types';
import { SchemaRow } from './SchemaRow';
import { SchemaTools } from './SchemaTools';
import { schemaTreeStyle } from './SchemaTree.style';
import { SCHEMA_TREE } from './SchemaTree.attributes';

/** Provided by a page that renders several schema trees; a lone tree computes its own. */
export const SchemaAnchorsContext = createContext<Map<SchemaNode, string> | null>(null);

/** A schema tree: each level folds with a native <details> (Enter/Space, no JavaScript). */
export function SchemaTree({ root }: { root: SchemaNode }) {
  const pageAnchors = useContext(SchemaAnchorsContext);
  const anchors = pageAnchors ?? schemaAnchors([root]);
  return (
    <div className={SCHEMA_TREE} css={schemaTreeStyle}>
      {hasNestedLevels(root) && <SchemaTools />}
      <ul className="root">
        <SchemaRow node={root} depth={0} anchors={anchors} />
      </ul>
    </div>
  );
}
