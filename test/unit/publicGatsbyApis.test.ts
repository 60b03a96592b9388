/**
 * The app uses Gatsby's public APIs only: no private globals of Gatsby's runtime (its loader
 * and navigate, both named with three leading underscores), no app name in that style, no
 * Gatsby <Link> (its hover calls the private loader with no connection check;
 * src/client/appLinks.ts handles every link instead), no module of Gatsby's own build
 * (`gatsby/dist`, its internal plugins, its `$virtual` modules), not its router package
 * (`@gatsbyjs/reach-router`, whose history Gatsby's `navigate` drives), none of the globals
 * Gatsby's webpack defines and not the ids its runtime gives its own elements (the router's focus
 * wrapper, the route announcer). The few exceptions are named in ALLOWED, each with its reason,
 * and listed in ARCHITECTURE.md ("Where the build leans on Gatsby's internals").
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

// This file names everything it looks for, so it is not scanned itself.
const files = [
  ...FOLDERS.flatMap(folder => sourceFiles(path.join(ROOT, folder))),
  ...fs
    .readdirSync(ROOT)
    .filter(name => /^gatsby-.*\.tsx?$/.test(name))
    .map(name => path.join(ROOT, name)),
].filter(file => file !== __filename);

/** Every use of a Gatsby internal the site keeps, by file, with the reason it has no public route. */
const ALLOWED: Record<string, { uses: string[]; why: string }> = {
  'src/gatsby/develop/devOverlay.ts': {
    uses: ['gatsby/dist/utils/websocket-manager'],
    why: "develop's error overlay has no public API; content problems reach it through the channel Gatsby's own query errors use",
  },
  'src/gatsby/bodies/renderStatic.tsx': {
    uses: ['__PATH_PREFIX__', '__BASE_PATH__'],
    why: "Gatsby's public withPrefix reads these globals, which only Gatsby's webpack defines; bodies are rendered in Node",
  },
  'src/gatsby/webpack/partytown.ts': {
    uses: ['internal-plugins'],
    why: 'production drops the Partytown support of an internal plugin, which only its path identifies',
  },
  'src/gatsby/webpack/develop.ts': {
    uses: ['$virtual'],
    why: "develop's HTML-shell bundle leaves out the page templates, which only Gatsby's $virtual module imports",
  },
  'test/unit/gatsby/webpackDevelop.test.ts': { uses: ['$virtual'], why: 'tests the develop.ts exception' },
  'src/lib/environment.ts': {
    uses: ['process.env.gatsby_executing_command'],
    why: 'the Node APIs that ask (sourceNodes, createPages, the overlay) get no argument naming the command (`stage` reaches only the webpack and Babel hooks); gatsby-cli sets this variable for every command (create-cli.js)',
  },
};

/** Three underscores then a name; develop's GraphiQL address (/___graphql) is public and documented. */
const PRIVATE_NAME = new RegExp('_{3}(?!graphql\\b)[A-Za-z]\\w*', 'g');
const INTERNALS = [
  /gatsby\/dist\/[\w./-]*\w/g,
  /@gatsbyjs\/reach-router/g,
  /internal-plugins/g,
  /\$virtual/g,
  /\b__(?:PATH_PREFIX|BASE_PATH|ASSET_PREFIX|TRAILING_SLASH)__\b/g,
  // Gatsby's webpack defines these for its own runtime; the site defines what it needs (src/gatsby/webpack/env.ts).
  /process\.env\.(?:BUILD_STAGE|GATSBY_[A-Z_]+)\b/g,
  // The command gatsby-cli runs, which it sets for Gatsby's own code: undocumented.
  /process\.env\.gatsby_executing_command\b/g,
  // The ids of the elements Gatsby's runtime renders around the page: undocumented, so found by what they hold instead.
  /\bgatsby-(?:focus-wrapper|announcer)\b/g,
];
const LINK_IMPORT = /import\s*\{[^}]*\bLink\b[^}]*\}\s*from\s*['"]gatsby['"]/;

/** Each use of something private to Gatsby in `file`, as `file: what`. */
function uses(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  const found = [PRIVATE_NAME, ...INTERNALS].flatMap(pattern => Array.from(text.matchAll(pattern), match => `${relative}: ${match[0]}`));
  return LINK_IMPORT.test(text) ? [...found, `${relative}: Gatsby <Link> imported`] : found;
}

const allowed = new Set(Object.entries(ALLOWED).flatMap(([file, { uses: names }]) => names.map(name => `${file}: ${name}`)));

test('the project is scanned (sources of the app, tests, scripts and bench)', () => {
  const relative = files.map(file => path.relative(ROOT, file));
  expect(relative).toEqual(
    expect.arrayContaining(['gatsby-browser.tsx', 'src/client/appLinks.ts', 'test/support/browser.ts', 'scripts/shots.mjs', 'bench/measure.mjs']),
  );
});

test('nothing private to Gatsby outside the named exceptions, and no Gatsby <Link>', () => {
  expect(files.flatMap(uses).filter(use => !allowed.has(use))).toEqual([]);
});

test('every named exception is still used (a fixed one leaves the list)', () => {
  const found = new Set(files.flatMap(uses));
  expect([...allowed].filter(use => !found.has(use))).toEqual([]);
});

test('the check sees what it guards against', () => {
  const sample = path.join(ROOT, 'test', 'unit', 'publicGatsbyApis.sample.tmp');
  fs.writeFileSync(
    sample,
    [
      'window.___loader.hovering(p);',
      "import { Link, navigate } from 'gatsby';",
      "import { globalHistory } from '@gatsbyjs/reach-router';",
      "require('gatsby/dist/utils/websocket-manager');",
      'globalThis.__PATH_PREFIX__ = "";',
      "if (element.id === 'gatsby-focus-wrapper') refocus();",
      "const develop = process.env.gatsby_executing_command === 'develop';",
    ].join('\n'),
  );
  try {
    expect(uses(sample).sort()).toEqual(
      [
        'test/unit/publicGatsbyApis.sample.tmp: ___loader',
        'test/unit/publicGatsbyApis.sample.tmp: Gatsby <Link> imported',
        'test/unit/publicGatsbyApis.sample.tmp: @gatsbyjs/reach-router',
        'test/unit/publicGatsbyApis.sample.tmp: gatsby/dist/utils/websocket-manager',
        'test/unit/publicGatsbyApis.sample.tmp: __PATH_PREFIX__',
        'test/unit/publicGatsbyApis.sample.tmp: gatsby-focus-wrapper',
        'test/unit/publicGatsbyApis.sample.tmp: process.env.gatsby_executing_command',
      ].sort(),
    );
  } finally {
    fs.unlinkSync(sample);
  }
});
