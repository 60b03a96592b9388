import vm from 'vm';
import { COLOR_MODE_STORAGE_KEY, colorModeBootScript, colorModeLabel, nextColorMode, parseStoredColorMode, resolveTheme } from '../../src/lib/colorMode';

describe('nextColorMode', () => {
  test('cycles light → dark → system → light when the system preference is respected', () => {
    expect(nextColorMode('light', true)).toBe('dark');
    expect(nextColorMode('dark', true)).toBe('system');
    expect(nextColorMode('system', true)).toBe('light');
  });
  test('toggles light ↔ dark otherwise', () => {
    expect(nextColorMode('light', false)).toBe('dark');
    expect(nextColorMode('dark', false)).toBe('light');
    expect(nextColorMode('system', false)).toBe('dark');
  });
});

describe('resolveTheme', () => {
  test('system follows the OS preference; explicit modes win', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('parseStoredColorMode', () => {
  test('keeps explicit choices', () => {
    expect(parseStoredColorMode('dark', 'light', true)).toBe('dark');
    expect(parseStoredColorMode('light', 'dark', false)).toBe('light');
  });
  test.each([[null], ['system'], ['purple'], ['']])('%p means system when respected, else the default', stored => {
    expect(parseStoredColorMode(stored, 'light', true)).toBe('system');
    expect(parseStoredColorMode(stored, 'dark', false)).toBe('dark');
  });
});

describe('colorModeLabel', () => {
  test('names the current mode and what a click does', () => {
    expect(colorModeLabel('light', true)).toBe('Switch between dark and light mode (currently light mode; activate for dark mode)');
    expect(colorModeLabel('dark', true)).toBe('Switch between dark and light mode (currently dark mode; activate for system mode)');
    expect(colorModeLabel('system', true)).toBe('Switch between dark and light mode (currently system mode; activate for light mode)');
    expect(colorModeLabel('dark', false)).toContain('activate for light mode');
  });
});

/** Runs the boot script against a fake document, localStorage and matchMedia. */
function runBoot(script: string, opts: { stored?: string | null; prefersDark?: boolean; storageThrows?: boolean }) {
  const attributes: Record<string, string> = {};
  const queries: string[] = [];
  const window = {
    get localStorage() {
      if (opts.storageThrows) throw new Error('SecurityError: storage is disabled');
      return { getItem: (key: string) => (key === COLOR_MODE_STORAGE_KEY ? (opts.stored ?? null) : null) };
    },
    matchMedia: (query: string) => {
      queries.push(query);
      return { matches: query === '(prefers-color-scheme: dark)' && Boolean(opts.prefersDark) };
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  vm.runInNewContext(script, { window, document });
  return { attributes, queries };
}

describe('colorModeBootScript', () => {
  const respecting = colorModeBootScript('light', true);
  const fixed = colorModeBootScript('light', false);

  test('a stored explicit choice wins over the OS', () => {
    expect(runBoot(respecting, { stored: 'dark', prefersDark: false }).attributes).toEqual({ 'data-theme': 'dark', 'data-color-mode': 'dark' });
    expect(runBoot(respecting, { stored: 'light', prefersDark: true }).attributes).toEqual({ 'data-theme': 'light', 'data-color-mode': 'light' });
  });
  test('no choice (or "system") follows the OS', () => {
    expect(runBoot(respecting, { stored: null, prefersDark: true }).attributes).toEqual({ 'data-theme': 'dark', 'data-color-mode': 'system' });
    expect(runBoot(respecting, { stored: 'system', prefersDark: false }).attributes).toEqual({ 'data-theme': 'light', 'data-color-mode': 'system' });
  });
  test('without respecting the OS, the default mode is used and matchMedia is not asked', () => {
    const run = runBoot(fixed, { stored: null, prefersDark: true });
    expect(run.attributes).toEqual({ 'data-theme': 'light', 'data-color-mode': 'light' });
    expect(run.queries).toEqual([]);
  });
  test('throwing storage does not break the script', () => {
    expect(runBoot(respecting, { storageThrows: true, prefersDark: true }).attributes).toEqual({ 'data-theme': 'dark', 'data-color-mode': 'system' });
  });
  test('reads the "theme" key', () => {
    expect(respecting).toContain(JSON.stringify('theme'));
  });
});
