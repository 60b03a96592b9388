import React from 'react';
import { schemaToolsStyle } from './SchemaTools.style';
import { SCHEMA_EXPAND } from './SchemaTree.attributes';

/** "Expand all" and "Collapse all" (SchemaTree.behaviour.ts opens or closes every level). */
export function SchemaTools() {
  return (
    <div className="schema-tools" css={schemaToolsStyle}>
      <button type="button" {...{ [SCHEMA_EXPAND]: 'open' }}>
        Expand all
      </button>
      <button type="button" {...{ [SCHEMA_EXPAND]: 'close' }}>
        Collapse all
      </button>
    </div>
  );
}
