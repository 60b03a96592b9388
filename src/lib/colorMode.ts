export type ColorMode = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'theme';

/** What a click on the switch does next. */
export function nextColorMode(current: ColorMode, respectPrefersColorScheme: boolean): ColorMode {
  if (!respectPrefersColorScheme) return current === 'dark' ? 'light' : 'dark';
  if (current === 'light') return 'dark';
  if (current === 'dark') return 'system';
  return 'light';
}

/*
 * The next three rules are also sent as source text in the inline script that paints the
 * theme before the bundle runs (src/boot/colorModeBoot.ts): each uses nothing from outside
 * its own body.
 */

export function resolveTheme(mode: ColorMode, systemPrefersDark: boolean): Theme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

/** The attribute names `paintColorMode` writes (src/lib/rootAttributes.ts holds them). */
export interface ColorModeAttributes {
  theme: string;
  colorMode: string;
}

/** Marks `<html>` with the mode and the theme it resolves to; the theme tokens follow. */
export function paintColorMode(root: Pick<Element, 'setAttribute'>, attributes: ColorModeAttributes, theme: Theme, mode: ColorMode): void {
  root.setAttribute(attributes.theme, theme);
  root.setAttribute(attributes.colorMode, mode);
}

/** Reads a stored value; anything unknown falls back to the configured start mode. */
export function parseStoredColorMode(stored: string | null, defaultMode: Theme, respectPrefersColorScheme: boolean): ColorMode {
  if (stored === 'light' || stored === 'dark') return stored;
  // With the system preference respected, "system" and "no choice yet" both follow the OS.
  return respectPrefersColorScheme ? 'system' : defaultMode;
}

const NAMES: Record<ColorMode, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

/** Accessible name: the current mode and what a click does. */
export function colorModeLabel(current: ColorMode, respectPrefersColorScheme: boolean): string {
  const next = nextColorMode(current, respectPrefersColorScheme);
  return `Switch between dark and light mode (currently ${NAMES[current]}; activate for ${NAMES[next]})`;
}
