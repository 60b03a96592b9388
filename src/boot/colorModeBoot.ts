import type { parseStoredColorMode, resolveTheme, Theme } from '../lib/colorMode';

/**
 * Runs inline before first paint (as source text: it uses nothing from outside its body;
 * src/boot/bootScripts.ts passes the site's settings in): sets `data-theme` and
 * `data-color-mode` on `<html>` from the stored choice, or the OS preference, so the page
 * never flashes the wrong theme. `parse` and `resolve` are the rules the colour-mode
 * provider uses afterwards (src/lib/colorMode.ts), passed in as source.
 */
export function colorModeBoot(
  storageKey: string,
  defaultMode: Theme,
  respectPrefersColorScheme: boolean,
  parse: typeof parseStoredColorMode,
  resolve: typeof resolveTheme,
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
  const root = document.documentElement;
  root.setAttribute('data-theme', resolve(mode, systemDark));
  root.setAttribute('data-color-mode', mode);
}
