import React from 'react';

import { methodLabel } from '../openapi/methodLabel';

/** HTTP method label, coloured per method by the global `.method-badge` styles. */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span className="method-badge" data-method={method.toLowerCase()}>
      {methodLabel(method)}
    </span>
  );
}
