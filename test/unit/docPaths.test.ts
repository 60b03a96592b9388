/**
 * The project's docs name files a newcomer will open: every `src/…`, `test/…`, `scripts/…`,
 * `bench/…` or `deploy/…` path written in them must exist (a file, with or without its
 * extension, a folder, or a pattern or placeholder such as `X.tsx` whose folder exists). A move that forgets a doc fails here.
 */
import fs from 'fs';
import path from 'path';
import { ROOT } from '../support/paths';

const DOCS = ['README.md', 'ARCHITECTURE.md', 'test/README.md', 'bench/README.md', 'src/search/README.md'];
const PATH = /(?<![\w./-])((?:src|test|scripts|bench|deploy)\/[\w./{},*<>-]*[\w/*}>])/g;

/** The part of a written path that must exist: up to its first pattern character. */
function fixedPart(written: string): string {
  // A placeholder file name (`X.tsx`, `x.tsx`) stands for any file of its folder.
  const cut = written.search(/[{}*<>]|\/[Xx]\.[\w.]+$/);
  const fixed = cut === -1 ? written : written.slice(0, written.lastIndexOf('/', cut) + 1);
  return fixed.replace(/[.:,]+$/, '');
}

function missingPaths(text: string): string[] {
  const exists = (file: string) => ['', '.ts', '.tsx'].some(ext => fs.existsSync(path.join(ROOT, file + ext)));
  return [...text.matchAll(PATH)].map(m => m[1]).filter(written => !exists(fixedPart(written)));
}

test.each(DOCS)('every path %s names exists', doc => {
  expect(missingPaths(fs.readFileSync(path.join(ROOT, doc), 'utf8'))).toEqual([]);
});

test('a path that does not exist is reported, a pattern is read up to its fixed folder', () => {
  expect(
    missingPaths(
      'See `src/gatsby/postBuild/postBuild/postBuild.ts` and `src/search/{core,build,browser}` and `src/**/X.style.ts` and `src/components/PageShell`.',
    ),
  ).toEqual(['src/gatsby/postBuild/postBuild/postBuild.ts']);
});
