/**
 * Every browser script of the build starts with V8's compile hint
 * (src/gatsby/webpack-compile-hints.ts), and its source map still points at the right lines.
 */
import fs from 'fs';
import path from 'path';
import { COMPILE_HINT } from '../../src/gatsby/webpack-compile-hints';

const publicDir = path.resolve(__dirname, '../../public');
const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName: Record<string, string[]> };

describe("V8's compile hint", () => {
  const scripts = Object.values(stats.assetsByChunkName)
    .flat()
    .filter(file => file.endsWith('.js'));

  test('every browser script of the build starts with it', () => {
    expect(scripts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^framework-/),
        expect.stringMatching(/^app-/),
        expect.stringMatching(/^component---src-templates-doc-tsx-/),
      ]),
    );
    const unhinted = scripts.filter(file => !fs.readFileSync(path.join(publicDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
    expect(unhinted).toEqual([]);
  });

  test("the source maps account for the hint's line", () => {
    for (const file of scripts) {
      const map = JSON.parse(fs.readFileSync(path.join(publicDir, `${file}.map`), 'utf8')) as { mappings: string };
      // The first line (the hint) maps to nothing; the minified code on the next lines does.
      expect(map.mappings.startsWith(';')).toBe(true);
      expect(map.mappings.replace(/;/g, '').length).toBeGreaterThan(100);
    }
  });
});
