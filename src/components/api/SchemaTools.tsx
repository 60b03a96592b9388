import React from 'react';
import { schemaToolsStyle } from './schemaToolsStyle';

/** "Expand all" and "Collapse all" (client/enhance/schemaExpand opens or closes every level). */
export function SchemaTools() {
  return (
    <div className="schema-tools" css={schemaToolsStyle}>
      <button type="button" data-schema-expand="open">
        Expand all
      </button>
      <button type="button" data-schema-expand="close">
        Collapse all
      </button>
    </div>
  );
}
