/**
 * Terser is left out of the HTML renderer's bundle in both HTML stages, and the browser
 * stages are untouched (src/gatsby/webpack/nodeOnlyPackages.ts). The build check
 * (test/build/nodeCode.test.ts) reads the renderer Gatsby actually built.
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { loadNodeOnlyPackagesAtRender } from '../../../src/gatsby/webpack/nodeOnlyPackages';

function settings(stage: string): unknown[] {
  const set: unknown[] = [];
  loadNodeOnlyPackagesAtRender({ stage, actions: { setWebpackConfig: (config: unknown) => void set.push(config) } } as unknown as CreateWebpackConfigArgs);
  return set;
}

test.each(['develop-html', 'build-html'])('%s loads terser with require at render time', stage => {
  expect(settings(stage)).toEqual([{ externals: [{ terser: 'commonjs terser' }] }]);
});

test.each(['develop', 'build-javascript'])('%s, a browser stage, is left alone', stage => {
  expect(settings(stage)).toEqual([]);
});
