import React, { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import siteConfig from '../siteConfig';
import { COLOR_MODE_STORAGE_KEY, ColorMode, Theme, nextColorMode, paintColorMode, parseStoredColorMode, resolveTheme } from '../lib/colorMode';
import { ROOT_ATTRIBUTES } from '../lib/rootAttributes';
import { localStore } from '../client/storage';

interface ColorModeState {
  mode: ColorMode;
  theme: Theme;
  cycle: () => void;
}

const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
const ColorModeContext = createContext<ColorModeState>({ mode: defaultMode, theme: defaultMode, cycle: () => undefined });
const DARK_QUERY = '(prefers-color-scheme: dark)';

interface Snapshot {
  mode: ColorMode;
  systemDark: boolean;
}

/*
 * One colour-mode state per page, shared by every provider instance. Gatsby mounts
 * wrapRootElement twice (page and Head API), so per-instance React state would let a
 * stale instance overwrite the painted theme when the OS preference changes.
 */
const SERVER_SNAPSHOT: Snapshot = { mode: parseStoredColorMode(null, defaultMode, respectPrefersColorScheme), systemDark: false };
let current: Snapshot | null = null;
let darkQuery: MediaQueryList | null = null;
const listeners = new Set<() => void>();

function update(patch: Partial<Snapshot>) {
  current = { ...clientSnapshot(), ...patch };
  paintColorMode(document.documentElement, ROOT_ATTRIBUTES, resolveTheme(current.mode, current.systemDark), current.mode);
  listeners.forEach(listener => listener());
}

/** Read once from storage and the OS; the boot script already painted the same values. */
function clientSnapshot(): Snapshot {
  if (!current) {
    darkQuery = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    current = {
      mode: parseStoredColorMode(localStore().get(COLOR_MODE_STORAGE_KEY), defaultMode, respectPrefersColorScheme),
      systemDark: Boolean(darkQuery?.matches),
    };
    darkQuery?.addEventListener('change', event => update({ systemDark: event.matches }));
  }
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Colour mode: the boot script painted the theme already; this keeps it in sync afterwards. */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // Hydration renders the server snapshot, so the switch's label matches the served HTML;
  // React then re-renders with the stored mode and the OS preference.
  const { mode, systemDark } = useSyncExternalStore(subscribe, clientSnapshot, () => SERVER_SNAPSHOT);
  const theme = resolveTheme(mode, systemDark);

  const cycle = useCallback(() => {
    const next = nextColorMode(clientSnapshot().mode, respectPrefersColorScheme);
    localStore().set(COLOR_MODE_STORAGE_KEY, next);
    update({ mode: next });
  }, []);

  const value = useMemo(() => ({ mode, theme, cycle }), [mode, theme, cycle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export const useColorMode = () => useContext(ColorModeContext);
