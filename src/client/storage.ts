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
