import React from 'react';

import { methodLabel } from '../apiReference/core/methodLabel';

/**
 * HTTP method label, coloured per method by its rules in the global sheet (MethodBadge.style.ts).
 * Its class is METHOD_BADGE (MethodBadge.attributes.ts) written out: the sidebar makes this
 * first-load code, where the import would cost bytes on six page types (the constant joins
 * the sidebar's module, which webpack then renames and moves); test/unit/components/sidebarMarkup.test.tsx
 * checks they match.
 */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span className="method-badge" data-method={method.toLowerCase()}>
      {methodLabel(method)}
    </span>
  );
}
