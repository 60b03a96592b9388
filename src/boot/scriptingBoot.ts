/**
 * Runs inline before first paint: marks `<html>` (the attribute's name is passed in from
 * src/lib/rootAttributes.ts) so CSS shows the controls that only work with JavaScript,
 * without a layout shift.
 */
export function scriptingBoot(attribute: string): void {
  document.documentElement.setAttribute(attribute, '');
}
