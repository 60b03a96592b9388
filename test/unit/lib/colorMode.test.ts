import { colorModeLabel, nextColorMode, parseStoredColorMode, resolveTheme } from '../../../src/lib/colorMode';

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
