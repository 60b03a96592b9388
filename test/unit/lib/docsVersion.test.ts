import { rememberDocsVersion } from '../../../src/lib/docsVersion';

function fakeStore(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial));
  const writes: [string, string][] = [];
  return {
    values,
    writes,
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => {
      writes.push([key, value]);
      values.set(key, value);
    },
  };
}

test('a first visit remembers the one docs version', () => {
  const store = fakeStore({});
  rememberDocsVersion(store);
  expect(store.values.get('docs-preferred-version')).toBe('current');
});

test('a version the site no longer has is replaced by the one it has', () => {
  const store = fakeStore({ 'docs-preferred-version': '1.x' });
  rememberDocsVersion(store);
  expect(store.values.get('docs-preferred-version')).toBe('current');
});

test('a remembered version is left as it is', () => {
  const store = fakeStore({ 'docs-preferred-version': 'current' });
  rememberDocsVersion(store);
  expect(store.writes).toEqual([]);
});
