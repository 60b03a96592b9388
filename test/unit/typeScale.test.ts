import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '../../src');

/** Every .ts/.tsx file under src/, the browser's styles among them. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A size from the type scale in src/styles/tokens.ts; a size relative to the surrounding
 * text (inline code in a heading stays in proportion); or a size relative to a logo tile.
 */
const ALLOWED = [/^var\(--text-[\w-]+\)$/, /^inherit$/, /^\d*\.?\d+em$/, /^calc\(var\(--logo-size[^)]*\) \* [\d.]+\)$/];

test('every CSS font size in src/ comes from the type scale', () => {
  const offenders: string[] = [];
  for (const file of sourceFiles(SRC)) {
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
