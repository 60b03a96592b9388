import { connectionAllowsPrefetch } from '../../src/lib/connection';
import { currentConnectionAllowsPrefetch } from '../../src/client/connection';

test.each([
  [undefined, true],
  [null, true],
  [{}, true],
  [{ effectiveType: '4g' }, true],
  [{ effectiveType: '3g', saveData: false }, true],
  [{ effectiveType: '2g' }, false],
  [{ effectiveType: 'slow-2g' }, false],
  [{ effectiveType: '4g', saveData: true }, false],
])('connection %p allows prefetch: %p', (connection, expected) => {
  expect(connectionAllowsPrefetch(connection)).toBe(expected);
});

test('reads the current connection from the browser, and allows prefetch without one', () => {
  const global = globalThis as { navigator?: unknown };
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  try {
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { connection: { saveData: true } } });
    expect(currentConnectionAllowsPrefetch()).toBe(false);
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { connection: { effectiveType: '4g' } } });
    expect(currentConnectionAllowsPrefetch()).toBe(true);
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: undefined });
    expect(global.navigator).toBeUndefined();
    expect(currentConnectionAllowsPrefetch()).toBe(true);
  } finally {
    if (saved) Object.defineProperty(globalThis, 'navigator', saved);
    else delete global.navigator;
  }
});
