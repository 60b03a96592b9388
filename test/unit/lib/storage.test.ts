import { createSafeStorage } from '../../../src/lib/storage';

class MemoryStorage implements Storage {
  data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.has(key) ? (this.data.get(key) as string) : null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

const logger = () => ({ warn: jest.fn(), error: jest.fn() });

test('reads, writes and removes through a working backend without warnings', () => {
  const backend = new MemoryStorage();
  const log = logger();
  const store = createSafeStorage(() => backend, log);
  expect(store.available).toBe(true);
  store.set('theme', 'dark');
  expect(backend.getItem('theme')).toBe('dark');
  expect(store.get('theme')).toBe('dark');
  store.remove('theme');
  expect(store.get('theme')).toBeNull();
  expect(backend.data.has('__storage_probe__')).toBe(false);
  expect(log.warn).not.toHaveBeenCalled();
  expect(log.error).not.toHaveBeenCalled();
});

test.each([
  ['missing', () => undefined],
  ['null', () => null],
  [
    'throwing on access',
    () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  ],
])('storage %s: reads give null, writes do nothing, one warning in total', (_name, getBackend) => {
  const log = logger();
  const store = createSafeStorage(getBackend as unknown as () => Storage, log);
  expect(store.available).toBe(false);
  expect(store.get('theme')).toBeNull();
  expect(() => store.set('theme', 'dark')).not.toThrow();
  expect(() => store.remove('theme')).not.toThrow();
  expect(store.get('theme')).toBeNull();
  expect(log.warn).toHaveBeenCalledTimes(1);
  expect(log.warn.mock.calls[0][0]).toMatch(/storage is unavailable/i);
  expect(log.error).not.toHaveBeenCalled();
});

test('a backend whose writes throw (quota, private mode) counts as unavailable', () => {
  const backend = new MemoryStorage();
  backend.setItem = () => {
    throw new DOMException('quota', 'QuotaExceededError');
  };
  const log = logger();
  const store = createSafeStorage(() => backend, log);
  expect(store.available).toBe(false);
  expect(() => store.set('a', 'b')).not.toThrow();
  expect(log.warn).toHaveBeenCalledTimes(1);
});

test('a backend that starts failing later is contained and logged per failure', () => {
  const backend = new MemoryStorage();
  const log = logger();
  const store = createSafeStorage(() => backend, log);
  backend.getItem = () => {
    throw new Error('gone');
  };
  expect(store.get('theme')).toBeNull();
  expect(log.error).toHaveBeenCalledTimes(1);
  expect(log.error.mock.calls[0][0]).toContain('"theme"');
  expect(log.warn).not.toHaveBeenCalled();
});
