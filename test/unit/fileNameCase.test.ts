import fs from 'node:fs';
import path from 'node:path';

/**
 * Two modules whose paths differ only by case (variableFilter.ts beside VariableFilter.tsx) are
 * one import on a case-insensitive disk (macOS, Windows): `./variableFilter` may resolve to the
 * component, and the build breaks there only. Extensions are left out, as imports leave them out.
 */
const SRC = path.join(__dirname, '../../src');

function pathsUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...pathsUnder(full)] : [full];
  });
}

/** Groups of paths that name the same module once case and extension are ignored, spelt differently. */
function caseCollisions(paths: readonly string[]): string[][] {
  const byFolded = new Map<string, string[]>();
  for (const p of paths) {
    const folded = p.replace(/\.[^./]+$/, '').toLowerCase();
    byFolded.set(folded, [...(byFolded.get(folded) ?? []), p]);
  }
  const stem = (p: string) => p.replace(/\.[^./]+$/, '');
  return [...byFolded.values()].filter(group => new Set(group.map(stem)).size > 1);
}

test('a file beside one whose name differs only by case is a collision', () => {
  const paths = ['mdx/VariableFilter.tsx', 'mdx/VariableFilter.behaviour.ts', 'mdx/variableFilter.ts', 'mdx/Tabs.tsx', 'mdx/Tabs.css', 'Mdx/Tabs.ts'];
  expect(caseCollisions(paths)).toEqual([
    ['mdx/VariableFilter.tsx', 'mdx/variableFilter.ts'],
    ['mdx/Tabs.tsx', 'mdx/Tabs.css', 'Mdx/Tabs.ts'],
  ]);
});

test('no two module paths under src/ differ only by case', () => {
  const paths = pathsUnder(SRC).map(p => path.relative(SRC, p));
  expect(paths.length).toBeGreaterThan(100);
  expect(caseCollisions(paths)).toEqual([]);
});
