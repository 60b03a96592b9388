/**
 * WCAG AA contrast (4.5:1) of every text colour on every background it is painted on, in
 * both themes, computed from the theme tokens themselves: code tokens on the code
 * background and on highlighted lines included, wherever a page puts them (axe in the e2e
 * suite sees only what the tested pages render).
 */
import { themeVariables } from '../../src/styles/tokens';

function themeTokens(theme: 'light' | 'dark'): Record<string, string> {
  const selector = theme === 'light' ? ":root, html[data-theme='light'] {" : "html[data-theme='dark'] {";
  const start = themeVariables.indexOf(selector);
  const block = themeVariables.slice(start, themeVariables.indexOf('}', start));
  return Object.fromEntries(Array.from(block.matchAll(/--c-([\w-]+):\s*(#[0-9a-f]{6})/gi), m => [m[1], m[2].toLowerCase()]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16) / 255).map(c => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const TOKENS = ['tok-keyword', 'tok-string', 'tok-number', 'tok-comment', 'tok-title', 'tok-attr'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const PAGE_BACKGROUNDS = ['bg', 'bg-soft', 'bg-elevated'];

/** [text token, background tokens it is drawn on] */
const PAIRS: [string, string[]][] = [
  ['text', [...PAGE_BACKGROUNDS, 'active-bg', 'code-bg']],
  ['text-muted', PAGE_BACKGROUNDS],
  ['link', [...PAGE_BACKGROUNDS, 'active-bg']],
  ['accent-contrast', ['accent']],
  ['code-text', ['code-bg', 'line-highlight']],
  ...TOKENS.map((token): [string, string[]] => [token, ['code-bg', 'line-highlight']]),
  ...METHODS.map((method): [string, string[]] => [method, PAGE_BACKGROUNDS]),
  ...['note', 'tip', 'info', 'warning', 'danger'].map((kind): [string, string[]] => [kind, [`${kind}-bg`, ...PAGE_BACKGROUNDS]]),
  ['text', ['note-bg', 'tip-bg', 'info-bg', 'warning-bg', 'danger-bg']],
];

describe.each(['light', 'dark'] as const)('%s theme', theme => {
  const tokens = themeTokens(theme);

  it('defines every colour the checks need', () => {
    const needed = new Set(PAIRS.flatMap(([text, backgrounds]) => [text, ...backgrounds]));
    expect(Array.from(needed).filter(name => !tokens[name])).toEqual([]);
  });

  it('meets 4.5:1 for every text colour on every background it is used on', () => {
    const failing: string[] = [];
    for (const [text, backgrounds] of PAIRS) {
      for (const background of backgrounds) {
        const ratio = contrast(tokens[text], tokens[background]);
        if (ratio < 4.5) failing.push(`--c-${text} on --c-${background}: ${ratio.toFixed(2)}:1`);
      }
    }
    expect(failing).toEqual([]);
  });
});

test('the contrast formula matches WCAG reference values', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrast('#ffffff', '#ffffff')).toBe(1);
});
