/**
 * Gatsby's internal Partytown plugin has a browser API that does something in develop only,
 * yet its imports (gatsby-script and the Partytown snippet, about 3 KB gzip) load on every
 * production page. The site has no off-main-thread scripts, so production builds get an
 * empty module in its place.
 */
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';

const PARTYTOWN_BROWSER = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

export function dropPartytownFromProduction({ stage, actions, plugins }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(PARTYTOWN_BROWSER, path.resolve(__dirname, 'emptyBrowserPlugin.js'))] });
}
