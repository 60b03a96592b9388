import { themeRoot } from './rootAttributes';

/** WCAG contrast from hex colours and the theme tokens (pure; build code and tests share it). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16) / 255).map(c => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The `--c-*` colours of one theme, read from the token stylesheet (names without `--c-`). */
export function themeTokens(stylesheet: string, theme: 'light' | 'dark'): Record<string, string> {
  const selector = theme === 'light' ? `:root, ${themeRoot('light')} {` : `${themeRoot('dark')} {`;
  const start = stylesheet.indexOf(selector);
  if (start === -1) throw new Error(`tokens: no ${theme} theme block`);
  const block = stylesheet.slice(start, stylesheet.indexOf('}', start));
  return Object.fromEntries(Array.from(block.matchAll(/--c-([\w-]+):\s*(#[0-9a-f]{6})/gi), m => [m[1], m[2].toLowerCase()]));
}
