/**
 * True while React hydrates the server-rendered page on first load. Static islands read
 * it to adopt the server's DOM as it is instead of re-creating it.
 */
let hydrating = false;

export const isHydrating = (): boolean => hydrating;

export function setHydrating(value: boolean): void {
  hydrating = value;
}
