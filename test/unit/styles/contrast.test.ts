/**
 * WCAG AA contrast (4.5:1) of every text colour on every background it is painted on, in
 * both themes, computed from the theme tokens themselves: code tokens on the code
 * background and on highlighted lines included, wherever a page puts them (axe in the e2e
 * suite sees only what the tested pages render).
 */
import { themeVariables } from '../../../src/styles/tokens';
import { contrast, themeTokens as tokensOf } from '../../../src/lib/contrast';

const themeTokens = (theme: 'light' | 'dark') => tokensOf(themeVariables, theme);

/** `a` mixed with `b` at `share` (0..1) of `b`, as CSS color-mix in sRGB does. */
function mix(a: string, b: string, share: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map(i =>
      Math.round(channel(a, i) * (1 - share) + channel(b, i) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
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
  // A linked environment variable's row (tr:target) and the monogram tile of apps without a logo.
  ['text', ['line-highlight']],
  ['link', ['line-highlight']],
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

  it("keeps 4.5:1 on the home hero's tinted background (12% link colour over the page)", () => {
    const hero = mix(tokens.bg, tokens.link, 0.12);
    for (const text of ['text', 'text-muted', 'link']) expect(contrast(tokens[text], hero)).toBeGreaterThanOrEqual(4.5);
  });
});

test('the contrast formula matches WCAG reference values', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrast('#ffffff', '#ffffff')).toBe(1);
});
