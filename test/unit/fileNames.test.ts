/**
 * One naming rule for source files, so a file is found by the name of what it holds: modules
 * are camelCase (`pageBodies.tsx`), components and classes PascalCase (`CodeBlock.tsx`), and a component's
 * companions carry its name and their role (`CodeBlock.style.ts`, `Tabs.behaviour.ts`,
 * `Tabs.firstLoad.ts`, `Tabs.attributes.ts`) so they sort beside it. Page templates keep the
 * kebab-case names of their page types (`api-operation.tsx`), which gatsby-node passes around.
 */
import fs from 'fs';
import path from 'path';
import { ROOT } from '../support/paths';

const SRC = path.join(ROOT, 'src');
const MODULE = /^[a-z][A-Za-z0-9]*\.(ts|tsx|js)$/;
const COMPONENT_OR_CLASS = /^[A-Z][A-Za-z0-9]*\.tsx?$/;
const COMPANION = /^[A-Za-z][A-Za-z0-9]*\.(attributes|behaviour|firstLoad|style|kinds)\.ts$/;
const TEMPLATE = /^[a-z0-9]+(-[a-z0-9]+)*\.tsx$/;
const OTHER = new Set(['README.md', 'gatsby-types.d.ts']);

/** The files under `dir`, as paths relative to `base` with forward slashes. */
function filesUnder(dir: string, base = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file, base) : [path.relative(base, file).split(path.sep).join('/')];
  });
}

/** The files of `files` whose names break the rule, with the reason. */
function misnamed(files: string[]): string[] {
  return files.flatMap(file => {
    const name = path.posix.basename(file);
    if (OTHER.has(name) || name.endsWith('.d.ts')) return [];
    if (file.startsWith('templates/')) return TEMPLATE.test(name) ? [] : [`${file}: a template is named after its page type, in kebab-case`];
    if (name.endsWith('.style.ts')) {
      const component = file.replace(/\.style\.ts$/, '.tsx');
      return files.includes(component) ? [] : [`${file}: a style file sits beside the component it styles (${path.posix.basename(component)})`];
    }
    return MODULE.test(name) || COMPONENT_OR_CLASS.test(name) || COMPANION.test(name)
      ? []
      : [`${file}: camelCase for a module, PascalCase for a component or class`];
  });
}

test('every source file follows the naming rule', () => {
  expect(misnamed(filesUnder(SRC))).toEqual([]);
});

/** Tests, scripts and the bench: camelCase or PascalCase, as `searchRelevance.test.ts` (fixtures are data, named as their tests need). */
const TOOLING_CODE = /^[A-Za-z][A-Za-z0-9]*(\.(test|d))?\.(ts|tsx|mjs|js)$/;
const toolingFiles = (folder: string) =>
  filesUnder(path.join(ROOT, folder), ROOT).filter(file => /\.(ts|tsx|mjs|js)$/.test(file) && !/\/(fixtures|results)\//.test(file));

test('test, script and bench files are camelCase too', () => {
  expect(['test', 'scripts', 'bench'].flatMap(toolingFiles).filter(file => !TOOLING_CODE.test(path.posix.basename(file)))).toEqual([]);
});

/**
 * Unit tests sit in the folder of the src/ feature they test (`test/unit/lib/`, `test/unit/gatsby/`, …),
 * so a feature's tests are found beside each other. These few check the whole tree, not one feature.
 */
const CROSS_CUTTING_TESTS = ['fileNames.test.ts', 'publicGatsbyApis.test.ts', 'readmeStructure.test.ts', 'docPaths.test.ts', 'importCycles.test.ts'];

/** The test files directly in `dir` that are not on the cross-cutting list. */
function looseTests(names: string[]): string[] {
  return names.filter(name => /\.test\.tsx?$/.test(name) && !CROSS_CUTTING_TESTS.includes(name));
}

test('test/unit/ holds no loose test file: each sits in the folder of the src/ feature it tests', () => {
  expect(looseTests(fs.readdirSync(path.join(ROOT, 'test', 'unit')))).toEqual([]);
});

test('the folder rule names a loose test file and lets the cross-cutting ones and folders be', () => {
  expect(looseTests(['paths.test.ts', 'controls.test.tsx', 'fileNames.test.ts', 'lib', 'publicGatsbyApis.sample.tmp'])).toEqual([
    'paths.test.ts',
    'controls.test.tsx',
  ]);
});

test('the rule names a kebab-case module, a style file without its component and a misnamed template', () => {
  expect(
    misnamed(['gatsby/page-bodies.tsx', 'components/navbarStyle.ts', 'components/Navbar.tsx', 'components/Footer.style.ts', 'templates/ApiOperation.tsx']),
  ).toEqual([
    'gatsby/page-bodies.tsx: camelCase for a module, PascalCase for a component or class',
    'components/Footer.style.ts: a style file sits beside the component it styles (Footer.tsx)',
    'templates/ApiOperation.tsx: a template is named after its page type, in kebab-case',
  ]);
});

/** Groups of paths that name the same module once case and extension are ignored, spelt differently. */
function caseCollisions(paths: readonly string[]): string[][] {
  const stem = (p: string) => p.replace(/\.[^./]+$/, '');
  const byFolded = new Map<string, string[]>();
  for (const p of paths) byFolded.set(stem(p).toLowerCase(), [...(byFolded.get(stem(p).toLowerCase()) ?? []), p]);
  return [...byFolded.values()].filter(group => new Set(group.map(stem)).size > 1);
}

/*
 * Two modules whose paths differ only by case (variableFilter.ts beside VariableFilter.tsx) are
 * one import on a case-insensitive disk (macOS, Windows): `./variableFilter` may resolve to the
 * component, and the build breaks there only. Extensions are left out, as imports leave them out.
 */
test('a file beside one whose name differs only by case is a collision', () => {
  const paths = ['mdx/VariableFilter.tsx', 'mdx/VariableFilter.behaviour.ts', 'mdx/variableFilter.ts', 'mdx/Tabs.tsx', 'mdx/Tabs.css', 'Mdx/Tabs.ts'];
  expect(caseCollisions(paths)).toEqual([
    ['mdx/VariableFilter.tsx', 'mdx/variableFilter.ts'],
    ['mdx/Tabs.tsx', 'mdx/Tabs.css', 'Mdx/Tabs.ts'],
  ]);
});

test('no two module paths under src/ differ only by case', () => {
  const paths = filesUnder(SRC);
  expect(paths.length).toBeGreaterThan(100);
  expect(caseCollisions(paths)).toEqual([]);
});
