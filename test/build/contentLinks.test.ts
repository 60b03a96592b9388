/** Every internal link and anchor in the built site resolves (the build only warns; this test fails). */
import path from 'path';
import fs from 'fs';
import { findBrokenLinks } from '../../src/linkCheck/linkCheck';
import { summarizePages } from '../support/linkSummaries';
import { builtPages } from '../support/html';

const publicDir = path.resolve(__dirname, '../../public');

test('no broken internal links or anchors on any built page', () => {
  const pages = builtPages(publicDir);
  expect(pages.size).toBeGreaterThan(200);
  const isAsset = (p: string) => /\.[a-z0-9]+$/i.test(p) && fs.existsSync(path.join(publicDir, decodeURIComponent(p)));
  const problems = findBrokenLinks(summarizePages(pages), '', isAsset).map(p => `${p.source} -> ${p.target}`);
  expect(problems).toEqual([]);
});

test('content links point at pages that exist', () => {
  const pages = builtPages(publicDir);
  const intro = pages.get('/docs/introduction') ?? '';
  expect(intro).toContain('href="/docs/setup/installation"');
});
