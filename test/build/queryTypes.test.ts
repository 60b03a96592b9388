/**
 * The build regenerates the page query types (graphqlTypegen, src/gatsby-types.d.ts), but
 * `tsc --noEmit` runs before the build against the committed copy: after a build, the file
 * must be what git holds, or the type check passed against stale types.
 */
import fs from 'fs';
import path from 'path';
import { spawnSync } from 'child_process';
import { PUBLIC_DIR, ROOT } from '../support/paths';

const TYPES = 'src/gatsby-types.d.ts';

const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });

test('the build wrote the query types', () => {
  // Page data is written before the types; an older types file means the build did not generate them.
  const pageData = fs.statSync(path.join(PUBLIC_DIR, 'page-data', 'index', 'page-data.json')).mtimeMs;
  expect(fs.statSync(path.join(ROOT, TYPES)).mtimeMs).toBeGreaterThanOrEqual(pageData);
});

test('the committed query types equal the ones the build generated', () => {
  expect(git('ls-files', '--error-unmatch', TYPES).status).toBe(0);
  const diff = git('diff', '--no-ext-diff', '--stat', '--', TYPES);
  expect(diff.status).toBe(0);
  if (diff.stdout.trim()) {
    throw new Error(`${TYPES} differs from the committed file after the build regenerated it (a query or the schema changed): commit it.\n${diff.stdout}`);
  }
});
