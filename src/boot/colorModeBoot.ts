import type { ColorModeAttributes, paintColorMode, parseStoredColorMode, resolveTheme, Theme } from '../lib/colorMode';

/**
 * Runs inline before first paint (as source text: it uses nothing from outside its body;
 * src/boot/bootScripts.ts passes the site's settings and the attribute names in): marks
 * `<html>` with the stored choice, or the OS preference, so the page never flashes the
 * wrong theme. `parse`, `resolve` and `paint` are the rules the colour-mode provider uses
 * afterwards (src/lib/colorMode.ts), passed in as source.
 */
export function colorModeBoot(
  storageKey: string,
  defaultMode: Theme,
  respectPrefersColorScheme: boolean,
  attributes: ColorModeAttributes,
  parse: typeof parseStoredColorMode,
  resolve: typeof resolveTheme,
  paint: typeof paintColorMode,
): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    // Storage blocked (private mode, policy): the configured start mode it is.
  }
  const mode = parse(stored, defaultMode, respectPrefersColorScheme);
  // Only a page that follows the OS asks it.
  const systemDark = mode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches;
  paint(document.documentElement, attributes, resolve(mode, systemDark), mode);
}
