import { connectionAllowsPrefetch } from '../../../src/search/core/connection';
import { warmWhenIdle } from '../../../src/search/browser/client';
import type { SearchEngine } from '../../../src/search/core/engine';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

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

test("search warms its index by the browser's current connection, and warms without one", () => {
  const global = globalThis as { navigator?: unknown; window?: unknown };
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  const warmed = (connection: unknown) => {
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: connection === undefined ? undefined : { connection } });
    const warm = jest.fn(() => Promise.resolve());
    warmWhenIdle({ warmed: false, warm } as unknown as SearchEngine);
    return warm.mock.calls.length > 0;
  };
  global.window = { requestIdleCallback: (start: () => void) => start() };
  try {
    expect(warmed({ saveData: true })).toBe(false);
    expect(warmed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(warmed({ effectiveType: '4g' })).toBe(true);
    expect(warmed(undefined)).toBe(true);
    expect(global.navigator).toBeUndefined();
  } finally {
    delete global.window;
    if (saved) Object.defineProperty(globalThis, 'navigator', saved);
    else delete global.navigator;
  }
});
