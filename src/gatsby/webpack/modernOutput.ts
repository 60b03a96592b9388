/**
 * Gatsby builds the browser bundle for `['web', 'es5']` and tells Terser to write ES5, but
 * the site's own code (Babel, browserslist) already needs ES2015: arrow functions, `const`,
 * destructuring. So webpack's own wrappers and Terser's output may use them too. Each
 * module's export getters and wrapper become arrows, which saves first-load bytes on every
 * page without raising what a browser must support.
 */
import type { CreateWebpackConfigArgs } from 'gatsby';

const ECMA = 2015;

export function writeModernOutput({ stage, actions, getConfig, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  config.target = ['web', `es${ECMA}`];
  config.optimization.minimizer = [
    plugins.minifyJs({ terserOptions: { parse: { ecma: 2020 }, compress: { ecma: ECMA, passes: 2 }, output: { ecma: ECMA } } }),
    plugins.minifyCss(),
  ];
  actions.replaceWebpackConfig(config);
}
