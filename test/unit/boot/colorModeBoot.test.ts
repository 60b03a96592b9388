/** @jest-environment jsdom */
import { colorModeBoot } from '../../../src/boot/colorModeBoot';
import { inlineScript } from '../../../src/boot/inlineScript';
import { COLOR_MODE_STORAGE_KEY, paintColorMode, parseStoredColorMode, resolveTheme } from '../../../src/lib/colorMode';
import { ROOT_ATTRIBUTES } from '../../../src/lib/rootAttributes';
import { blockStorage, forEachWayToRun } from '../../support/bootHarness';

/** The site's settings: whether it follows the OS, and its start mode. */
type Settings = [respectPrefersColorScheme: boolean, defaultMode: 'light' | 'dark'];
const settings = (respectPrefersColorScheme: boolean, defaultMode: 'light' | 'dark' = 'light'): Settings => [respectPrefersColorScheme, defaultMode];

/** The OS preference, and every query the script asks. */
let prefersDark = false;
const queries: string[] = [];
beforeEach(() => {
  queries.length = 0;
  window.matchMedia = ((query: string) => {
    queries.push(query);
    return { matches: query === '(prefers-color-scheme: dark)' && prefersDark } as MediaQueryList;
  }) as typeof window.matchMedia;
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-color-mode');
});

/** The names as the site passes them in (src/boot/bootScripts.ts). */
const ATTRIBUTES = { theme: ROOT_ATTRIBUTES.theme, colorMode: ROOT_ATTRIBUTES.colorMode };

const painted = () => ({ theme: document.documentElement.getAttribute('data-theme'), mode: document.documentElement.getAttribute('data-color-mode') });

forEachWayToRun(
  ([respect, defaultMode]: Settings) =>
    colorModeBoot(COLOR_MODE_STORAGE_KEY, defaultMode, respect, ROOT_ATTRIBUTES, parseStoredColorMode, resolveTheme, paintColorMode),
  ([respect, defaultMode]: Settings) =>
    inlineScript(colorModeBoot, COLOR_MODE_STORAGE_KEY, defaultMode, respect, ATTRIBUTES, parseStoredColorMode, resolveTheme, paintColorMode),
  run => {
    test('a stored light or dark choice wins over the OS', () => {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
      prefersDark = false;
      run(settings(true));
      expect(painted()).toEqual({ theme: 'dark', mode: 'dark' });
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
      prefersDark = true;
      run(settings(true));
      expect(painted()).toEqual({ theme: 'light', mode: 'light' });
      expect(queries).toEqual([]);
    });

    test('no stored choice (or "system", or junk) follows the OS when the site respects it', () => {
      prefersDark = true;
      run(settings(true));
      expect(painted()).toEqual({ theme: 'dark', mode: 'system' });
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'system');
      prefersDark = false;
      run(settings(true));
      expect(painted()).toEqual({ theme: 'light', mode: 'system' });
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
      prefersDark = true;
      run(settings(true));
      expect(painted()).toEqual({ theme: 'dark', mode: 'system' });
      expect(queries).toEqual(['(prefers-color-scheme: dark)', '(prefers-color-scheme: dark)', '(prefers-color-scheme: dark)']);
    });

    test('without respecting the OS, the default mode is used and the OS is not asked', () => {
      prefersDark = true;
      run(settings(false, 'light'));
      expect(painted()).toEqual({ theme: 'light', mode: 'light' });
      prefersDark = false;
      run(settings(false, 'dark'));
      expect(painted()).toEqual({ theme: 'dark', mode: 'dark' });
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
      run(settings(false, 'dark'));
      expect(painted()).toEqual({ theme: 'light', mode: 'light' });
      expect(queries).toEqual([]);
    });

    test('blocked storage does not break the script: the OS (or the default) decides', () => {
      const unblock = blockStorage();
      try {
        prefersDark = true;
        expect(() => run(settings(true))).not.toThrow();
        expect(painted()).toEqual({ theme: 'dark', mode: 'system' });
        run(settings(false, 'light'));
        expect(painted()).toEqual({ theme: 'light', mode: 'light' });
      } finally {
        unblock();
      }
    });
  },
);

test('the inline script reads the "theme" key and carries the default mode', () => {
  const script = inlineScript(colorModeBoot, COLOR_MODE_STORAGE_KEY, 'dark', false, ATTRIBUTES, parseStoredColorMode, resolveTheme, paintColorMode);
  expect(script).toContain('"theme"');
  expect(script).toContain('"dark"');
});
