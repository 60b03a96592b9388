/**
 * Every use of browser storage goes through here. Storage can be missing or throw
 * (sandboxed iframes, privacy modes, full quota): then reads return null, writes do
 * nothing, and the site carries on. Unavailability is reported once. Pure: the backend is
 * passed in, so tests use fakes; the page-wide instances over window's storages are in
 * src/client/storage.ts.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  readonly available: boolean;
}

type Logger = Pick<Console, 'warn' | 'error'>;

export function createSafeStorage(getBackend: () => Storage | undefined | null, logger: Logger = console): SafeStorage {
  let backend: Storage | null = null;
  let available = false;
  try {
    const candidate = getBackend();
    if (candidate) {
      const probe = '__storage_probe__';
      candidate.setItem(probe, probe);
      candidate.removeItem(probe);
      backend = candidate;
      available = true;
    }
  } catch {
    backend = null;
  }
  if (!available) {
    logger.warn('Browser storage is unavailable; preferences (colour mode, dismissed announcements) will not be remembered.');
  }

  const guard = <T>(action: string, key: string, fallback: T, fn: (s: Storage) => T): T => {
    if (!backend) return fallback;
    try {
      return fn(backend);
    } catch (error) {
      logger.error(`Could not ${action} "${key}" in browser storage:`, error);
      return fallback;
    }
  };

  return {
    available,
    get: key => guard('read', key, null, s => s.getItem(key)),
    set: (key, value) => guard('write', key, undefined, s => s.setItem(key, value)),
    remove: key => guard('remove', key, undefined, s => s.removeItem(key)),
  };
}
