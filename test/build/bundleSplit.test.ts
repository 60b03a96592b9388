/**
 * What the first page load must not download: markup rendered at build time only (the
 * footer), the mobile drawer and the behaviours of controls a reader operates, which load on
 * demand from chunks of their own (read from this build's webpack stats, not from old files
 * left in public/).
 */
import fs from 'fs';
import path from 'path';
import { PUBLIC_DIR } from '../support/paths';
import { assetsByChunkName, chunkScripts } from '../support/webpackStats';

const chunkText = (name: string) =>
  chunkScripts(name)
    .map(file => fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8'))
    .join('\n');
/** The names of this build's chunks whose code holds `text` (a short answer when a check fails). */
const chunksHolding = (text: string) => Object.keys(assetsByChunkName).filter(name => chunkText(name).includes(text));

test('the footer is in the HTML and in no browser script', () => {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, 'docs/introduction/index.html'), 'utf8');
  const legal = 'released under the BSD 2-Clause licence';
  expect(html).toContain(legal);
  expect(chunkText('app').length).toBeGreaterThan(10_000);
  expect(chunksHolding(legal)).toEqual([]);
});

test.each([
  ['drawer', 'Back to main menu'],
  ['controls', 'Copy failed:'],
])('the %s chunk loads on demand: its code is not in the app bundle', (chunk, marker) => {
  expect(chunksHolding(marker)).toEqual([chunk]);
});

test("Gatsby's Partytown support, which only develop uses, is in no production script", () => {
  // gatsby-script's loader and the Partytown snippet (about 3 KB gzip on every page otherwise).
  expect(chunksHolding('partytown')).toEqual([]);
  expect(chunksHolding('collectedScriptsByPage')).toEqual([]);
});

test("Emotion's bare import of hoist-non-react-statics (for withTheme, unused) leaves it and react-is out of every script", () => {
  // hoist-non-react-statics' list of a function's own statics, and react-is' legacy element type.
  expect(chunksHolding('arity')).toEqual([]);
  expect(chunksHolding('react.async_mode')).toEqual([]);
});
