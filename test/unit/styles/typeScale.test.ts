import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../support/files';

const SRC = path.join(__dirname, '../../../src');

/**
 * A size from the type scale in src/styles/tokens.ts; a size relative to the surrounding
 * text (inline code in a heading stays in proportion); or a size relative to a logo tile.
 */
const ALLOWED = [/^var\(--text-[\w-]+\)$/, /^inherit$/, /^\d*\.?\d+em$/, /^calc\(var\(--logo-size[^)]*\) \* [\d.]+\)$/];

test('every CSS font size in src/ comes from the type scale', () => {
  const offenders: string[] = [];
  for (const file of filesUnder(SRC, /\.tsx?$/)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/font-size:\s*([^;`'}\n]+)/g)) {
      const value = match[1].trim();
      if (!ALLOWED.some(pattern => pattern.test(value))) {
        const line = text.slice(0, match.index).split('\n').length;
        offenders.push(`${path.relative(SRC, file)}:${line} font-size: ${value}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});

test('the type scale has few steps, so a page uses few font sizes', () => {
  const tokens = fs.readFileSync(path.join(SRC, 'styles/tokens.ts'), 'utf8');
  const steps = [...tokens.matchAll(/--text-[\w-]+:/g)];
  expect(steps.length).toBeGreaterThanOrEqual(8);
  expect(steps.length).toBeLessThanOrEqual(10);
});
