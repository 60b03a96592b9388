import React, { createContext, useContext } from 'react';
import { hasNestedLevels, schemaAnchors } from '../../openapi/schemaTreeLayout';
import type { SchemaNode } from '../../openapi/types';
import { SchemaRow } from './SchemaRow';
import { SCHEMA_EXPAND, SCHEMA_TREE } from './SchemaTree.attributes';

/** Provided by a page that renders several schema trees; a lone tree computes its own. */
export const SchemaAnchorsContext = createContext<Map<SchemaNode, string> | null>(null);

/**
 * A schema tree: each level folds with a native <details> (Enter/Space, no JavaScript);
 * "Expand all" and "Collapse all" (SchemaTree.behaviour.ts) open or close every level.
 */
export function SchemaTree({ root }: { root: SchemaNode }) {
  const pageAnchors = useContext(SchemaAnchorsContext);
  const anchors = pageAnchors ?? schemaAnchors([root]);
  return (
    <div className={SCHEMA_TREE}>
      {hasNestedLevels(root) && (
        <div className="schema-tools">
          <button type="button" {...{ [SCHEMA_EXPAND]: 'open' }}>
            Expand all
          </button>
          <button type="button" {...{ [SCHEMA_EXPAND]: 'close' }}>
            Collapse all
          </button>
        </div>
      )}
      <ul className="root">
        <SchemaRow node={root} depth={0} anchors={anchors} />
      </ul>
    </div>
  );
}
