/** The post-build's walk over public/: every page, including pages in folders named like the build's own. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { builtHtmlFiles } from '../../../src/gatsby/postBuild/builtHtmlFiles';

test('finds every page, skips only the top-level asset folders', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-html-'));
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '<!doctype html>');
  };
  try {
    for (const file of [
      'index.html',
      '404.html',
      'docs/setup/index.html',
      // An API tag or operation may be called "search" or "static".
      'docs/api/endpoints/search/index.html',
      'docs/api/endpoints/static/index.html',
      'search/index.html',
      'static/x/index.html',
      'page-data/docs/index.html',
      'og/docs/index.html',
      // Gatsby's slice fragments: stitched into pages, never served, with no <head>.
      '_gatsby/slices/_gatsby-scripts-1.html',
    ])
      write(file);
    const found = builtHtmlFiles(dir).map(f => [path.relative(dir, f.file).split(path.sep).join('/'), f.route]);
    expect(found.sort()).toEqual(
      [
        ['404.html', null],
        ['docs/api/endpoints/search/index.html', '/docs/api/endpoints/search'],
        ['docs/api/endpoints/static/index.html', '/docs/api/endpoints/static'],
        ['docs/setup/index.html', '/docs/setup'],
        ['index.html', '/'],
      ].sort(),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
