/**
 * The app uses Gatsby's public APIs only: no private globals of Gatsby's runtime (its loader
 * and navigate, both named with three leading underscores), no app name in that style, and
 * no Gatsby <Link>, whose hover calls the private loader with no connection check
 * (src/client/appLinks.ts handles every link instead).
 */
import fs from 'fs';
import path from 'path';
import { ROOT } from '../support/paths';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const FOLDERS = ['src', 'test', 'scripts', 'bench'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'results' ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

const files = [
  ...FOLDERS.flatMap(folder => sourceFiles(path.join(ROOT, folder))),
  ...fs
    .readdirSync(ROOT)
    .filter(name => /^gatsby-.*\.tsx?$/.test(name))
    .map(name => path.join(ROOT, name)),
];

/** Three underscores then a name; develop's GraphiQL address (/___graphql) is public and documented. */
const PRIVATE_NAME = new RegExp('_{3}(?!graphql\\b)[A-Za-z]\\w*', 'g');
const LINK_IMPORT = /import\s*\{[^}]*\bLink\b[^}]*\}\s*from\s*['"]gatsby['"]/;

function findings(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const relative = path.relative(ROOT, file);
  const names = Array.from(text.matchAll(PRIVATE_NAME), match => `${relative}: ${match[0]}`);
  return LINK_IMPORT.test(text) ? [...names, `${relative}: Gatsby <Link> imported`] : names;
}

test('the project is scanned (sources of the app, tests, scripts and bench)', () => {
  const relative = files.map(file => path.relative(ROOT, file));
  expect(relative).toEqual(
    expect.arrayContaining(['gatsby-browser.tsx', 'src/client/appLinks.ts', 'test/support/browser.ts', 'scripts/shots.mjs', 'bench/measure.mjs']),
  );
});

test('no private Gatsby global, no name in their style, no Gatsby <Link>', () => {
  expect(files.flatMap(findings)).toEqual([]);
});

test('the check sees what it guards against', () => {
  const sample = path.join(ROOT, 'test', 'unit', 'publicGatsbyApis.sample.tmp');
  // Written in pieces so that this file itself passes the check.
  const underscores = '_'.repeat(3);
  const gatsby = ['gat', 'sby'].join('');
  fs.writeFileSync(sample, `window.${underscores}loader.hovering(p);\nimport { Link, navigate } from '${gatsby}';\n`);
  try {
    expect(findings(sample)).toEqual([
      `test/unit/publicGatsbyApis.sample.tmp: ${underscores}loader`,
      'test/unit/publicGatsbyApis.sample.tmp: Gatsby <Link> imported',
    ]);
  } finally {
    fs.unlinkSync(sample);
  }
});
