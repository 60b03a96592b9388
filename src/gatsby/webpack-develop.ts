/**
 * Develop-only webpack savings (production stages are untouched):
 *
 * - Gatsby adds eslint-webpack-plugin with its own react-app rules when a site has no
 *   .eslintrc; it lints only .js/.jsx modules, which here are Gatsby's own .cache files
 *   (the site is TypeScript and is linted by `npm run lint`), so it is dropped.
 * - The develop-html bundle renders one thing without DEV_SSR: the HTML shell (html.js and
 *   gatsby-ssr's onRenderBody) that develop serves for every address. Gatsby still bundles
 *   every page template into it for getServerData and config pages, which this site has none
 *   of, so the template list is replaced by an empty one.
 * - Webpack stores develop's persistent cache only after five idle seconds, and `gatsby develop`
 *   stopped by a signal never closes the compiler, so a restart soon after a start rebuilt every
 *   module. The first store now starts as soon as the first bundle is done.
 */
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';

const ASYNC_REQUIRES = /^\$virtual\/async-requires$/;

export function speedUpDevelop({ stage, actions, plugins, getConfig }: CreateWebpackConfigArgs): void {
  if (stage === 'develop') {
    const config = getConfig();
    config.plugins = config.plugins.filter((plugin: object) => plugin.constructor.name !== 'ESLintWebpackPlugin');
    if (config.cache && typeof config.cache === 'object') config.cache = { ...config.cache, idleTimeoutForInitialStore: 0 };
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'develop-html') {
    actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(ASYNC_REQUIRES, path.resolve(__dirname, 'develop-html-no-pages.js'))] });
  }
}
