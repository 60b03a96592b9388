/**
 * The page's two storage wrappers, each created once on first use and shared by every
 * provider and control (module-level singletons that touch `window`, hence here in
 * src/client). The wrapper's rules (probe, fallbacks, one warning) are pure, in
 * src/lib/storage.ts, where tests hand it fake or throwing storages.
 */
import { createSafeStorage, SafeStorage } from '../lib/storage';

let local: SafeStorage | null = null;
let session: SafeStorage | null = null;

/** The page-wide wrapper around localStorage (created on first use, in the browser only). */
export function localStore(): SafeStorage {
  local ??= createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage));
  return local;
}

/** The page-wide wrapper around sessionStorage (created on first use, in the browser only). */
export function sessionStore(): SafeStorage {
  session ??= createSafeStorage(() => (typeof window === 'undefined' ? null : window.sessionStorage));
  return session;
}
