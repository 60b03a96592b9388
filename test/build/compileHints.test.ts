/**
 * Every browser script of the build starts with V8's compile hint
 * (src/gatsby/webpack/compileHints.ts), and its source map still points at the right lines.
 */
import fs from 'fs';
import path from 'path';
import { COMPILE_HINT } from '../../src/gatsby/webpack/compileHints';
import { PUBLIC_DIR } from '../support/paths';
import { chunkScripts } from '../support/webpackStats';

describe("V8's compile hint", () => {
  const scripts = chunkScripts();

  test('every browser script of the build starts with it', () => {
    expect(scripts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^framework-/),
        expect.stringMatching(/^app-/),
        expect.stringMatching(/^component---src-templates-doc-tsx-/),
      ]),
    );
    const unhinted = scripts.filter(file => !fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
    expect(unhinted).toEqual([]);
  });

  test("the source maps account for the hint's line", () => {
    for (const file of scripts) {
      const map = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, `${file}.map`), 'utf8')) as { mappings: string };
      // The first line (the hint) maps to nothing; the minified code on the next lines does.
      expect(map.mappings.startsWith(';')).toBe(true);
      expect(map.mappings.replace(/;/g, '').length).toBeGreaterThan(100);
    }
  });
});
