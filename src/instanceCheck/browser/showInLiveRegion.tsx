import React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { InstanceCheckResult, type InstanceCheckShown } from './InstanceCheckResult';

/** One React root per live region, made the first time the check shows something there. */
const roots = new WeakMap<HTMLElement, Root>();

/**
 * Renders InstanceCheckResult into the form's live region (`role="status"`, rendered at
 * build time by InstanceCheck.tsx). The region itself stays: only what is inside it
 * changes, so screen readers announce each sentence and result.
 */
export function showInLiveRegion(region: HTMLElement, shown: InstanceCheckShown): void {
  let root = roots.get(region);
  if (!root) {
    root = createRoot(region);
    roots.set(region, root);
  }
  root.render(<InstanceCheckResult shown={shown} />);
}
