/**
 * Runs a boot function both ways a test needs: called directly (its typed source) and as
 * the inline script the build emits (its minified text, evaluated in the page's global
 * scope, where no import or module constant can be reached).
 */
export function forEachWayToRun<S>(direct: (settings: S) => void, script: (settings: S) => string, body: (run: (settings: S) => void) => void): void {
  describe.each([
    ['called directly', direct],
    ['as the emitted inline script', (settings: S) => window.eval(script(settings))],
  ] as const)('%s', (_, run) => body(run));
}

/** Makes `window.localStorage` throw, as it does where storage is blocked; returns the undo. */
export function blockStorage(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  return () => Object.defineProperty(window, 'localStorage', descriptor);
}
