/**
 * The code the build runs in Node, as Gatsby compiled it for this build (.cache):
 *
 * - gatsby-node.ts and its imports, compiled by Parcel with the project's .parcelrc, which
 *   leaves out the minifier (3 s of every cold start), so names survive into stack traces;
 * - the HTML renderer, which loads terser from node_modules at render time instead of
 *   carrying its 1.4 MB of source (src/gatsby/webpack/nodeOnlyPackages.ts).
 *
 * To see it fail: delete .parcelrc, or drop loadNodeOnlyPackagesAtRender from
 * src/gatsby/webpack/config.ts, and build again.
 */
import fs from 'fs';
import path from 'path';
import { ROOT } from '../support/paths';

const read = (file: string) => fs.readFileSync(path.join(ROOT, '.cache', file), 'utf8');

test("gatsby-node's compiled bundle is not minified: its functions keep their names", () => {
  const compiled = read('compiled/gatsby-node.js');
  expect(compiled).toMatch(/\basync function renderBody\(/);
  expect(compiled).toMatch(/\bfunction markExampleHosts\(/);
});

test('the HTML renderer requires terser from node_modules and carries none of its source', () => {
  const renderer = read('page-ssr/routes/render-page.js');
  expect(renderer).toMatch(/require\("terser"\)/);
  expect(renderer).not.toMatch(/function\* ?minify_sync_or_async\(/);
});
