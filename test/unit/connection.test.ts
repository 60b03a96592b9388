import { connectionAllowsPrefetch } from '../../src/lib/connection';

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
