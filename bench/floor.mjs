/**
 * The floor: a bare Gatsby + React site (one page, no content, no plugins) built from this
 * project's own node_modules. Its first-load JavaScript and Lighthouse figures are what
 * Gatsby and React cost on this machine before any of the site's own code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timedRun } from './measure.mjs';

const FILES = {
  // Gatsby builds only a directory whose package.json names it as a dependency.
  'package.json': JSON.stringify({ name: 'bench-floor', private: true, version: '1.0.0', dependencies: { gatsby: '*', react: '*', 'react-dom': '*' } }),
  'gatsby-config.js': 'module.exports = { plugins: [] };\n',
  'src/pages/index.js': [
    "import React from 'react';",
    'export default function Index() {',
    '  return <main><h1>Floor</h1><p>A bare Gatsby and React page.</p></main>;',
    '}',
    'export const Head = () => <title>Floor</title>;',
    '',
  ].join('\n'),
  // Lighthouse asks for robots.txt and the favicon: a 404 page answers them, as on any site.
  'src/pages/404.js': "import React from 'react';\nexport default function NotFound() {\n  return <main><h1>Not found</h1></main>;\n}\n",
};

/** Builds the floor site into a temporary directory; returns its public/ directory and a cleanup. */
export async function buildFloor(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-floor-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await timedRun(path.join(root, 'node_modules/.bin/gatsby'), ['build'], { cwd: dir, env: { CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' } });
  return { publicDir: path.join(dir, 'public'), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
