import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import siteConfig from '../site-config';
import { COLOR_MODE_STORAGE_KEY, ColorMode, Theme, nextColorMode, parseStoredColorMode, resolveTheme } from '../lib/colorMode';
import { localStore } from '../lib/storage';

interface ColorModeState {
  mode: ColorMode;
  theme: Theme;
  cycle: () => void;
}

const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
const ColorModeContext = createContext<ColorModeState>({ mode: defaultMode, theme: defaultMode, cycle: () => undefined });
const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Colour mode: the boot script painted `data-theme` already; this keeps it in sync afterwards. */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // Start from what the server rendered (hydration must match); storage is read after mount.
  const [mode, setMode] = useState<ColorMode>(() => parseStoredColorMode(null, defaultMode, respectPrefersColorScheme));
  const [systemDark, setSystemDark] = useState(false);

  useEffect(() => {
    setMode(parseStoredColorMode(localStore().get(COLOR_MODE_STORAGE_KEY), defaultMode, respectPrefersColorScheme));
    setSystemDark(systemPrefersDark());
  }, []);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const theme = resolveTheme(mode, systemDark);
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
    document.documentElement.setAttribute('data-color-mode', mode);
  }, [theme, mode]);

  const cycle = useCallback(() => {
    setMode(current => {
      const next = nextColorMode(current, respectPrefersColorScheme);
      localStore().set(COLOR_MODE_STORAGE_KEY, next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ mode, theme, cycle }), [mode, theme, cycle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export const useColorMode = () => useContext(ColorModeContext);
