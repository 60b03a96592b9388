import { createSafeStorage, SafeStorage } from '../lib/storage';

let shared: SafeStorage | null = null;

/** The page-wide wrapper around localStorage (created on first use, in the browser only). */
export function localStore(): SafeStorage {
  if (!shared) {
    shared = createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage));
  }
  return shared;
}
