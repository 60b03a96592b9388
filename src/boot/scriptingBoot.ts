/**
 * Runs inline before first paint: `data-js` on `<html>` lets CSS show the controls that
 * only work with JavaScript, without a layout shift.
 */
export function scriptingBoot(): void {
  document.documentElement.setAttribute('data-js', '');
}
