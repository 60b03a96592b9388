/**
 * No import cycle under src/, type-only imports included: a module never reaches itself
 * through what it imports. A type two modules share lives in a leaf module that imports
 * neither (src/components/controlTypes.ts holds what a control and a first-load part are),
 * so a registry imports its parts and the parts import only the leaf. eslint-plugin-import's
 * `import/no-cycle` skips `import type`, so the imports are read here with TypeScript's own
 * scanner (`ts.preProcessFile`): static, type-only, re-exports, `require()` and `import()`.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { alg, Graph } from '@dagrejs/graphlib';
import { ROOT } from '../support/paths';

const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '/index.ts', '/index.tsx'];

/** The source files under `dir`, absolute. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

/** The project file a relative specifier in `from` names, if any (packages and assets are not modules here). */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, ...EXTENSIONS.map(ext => base + ext)].find(candidate => files.has(candidate));
}

/** Each file's imports of other project files, by `ts.preProcessFile`. */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const files = new Set(sources.keys());
  return new Map(
    [...sources].map(([file, text]) => {
      const { importedFiles } = ts.preProcessFile(text, true, true);
      const targets = importedFiles.flatMap(({ fileName }) => resolve(file, fileName, files) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every cycle of the graph, one per strongly connected component (graphlib's Tarjan), as a path that returns to its start. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const g = new Graph();
  for (const [file, targets] of graph) {
    g.setNode(file);
    for (const target of targets) g.setEdge(file, target);
  }
  return alg.findCycles(g).map(component => cycleThrough(graph, new Set(component)));
}

/** One cycle inside a strongly connected component: a breadth-first path from its first member back to it. */
function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>): string[] {
  const start = [...members].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

/** The cycles among `sources` (path -> text), with paths relative to `base`. */
function importCycles(sources: ReadonlyMap<string, string>, base: string): string[] {
  return cycles(importGraph(sources)).map(cycle => cycle.map(file => path.relative(base, file).split(path.sep).join('/')).join(' -> '));
}

test('no import cycle under src/, type-only imports included', () => {
  const files = sourceFiles(SRC);
  expect(files.length).toBeGreaterThan(100);
  expect(importCycles(new Map(files.map(file => [file, fs.readFileSync(file, 'utf8')])), SRC)).toEqual([]);
});

test('a cycle through a type-only import, a re-export or import() is found; a chain is not a cycle', () => {
  const at = (name: string) => path.join('/p', name);
  const sources = new Map([
    [at('registry.ts'), "import { part } from './part';\nexport const ALL = [part];"],
    [at('part.ts'), "import type { Kind } from './registry';\nexport const part: Kind = {};"],
    [at('a.tsx'), "export { b } from './b';"],
    [at('b.ts'), "export const load = () => import('./a');"],
    [at('leaf.ts'), 'export type Kind = object;'],
    [at('user.ts'), "import type { Kind } from './leaf';\nimport { x } from 'react';"],
  ]);
  expect(importCycles(sources, '/p').sort()).toEqual(['a.tsx -> b.ts -> a.tsx', 'part.ts -> registry.ts -> part.ts']);
});
