/**
 * site-config.ts reads a few environment variables. Gatsby only exposes GATSBY_*
 * variables to browser code, so without this the browser would keep the defaults while
 * the build used the overrides (e.g. a version-file URL the page's CSP does not allow).
 */
import type { CreateWebpackConfigArgs } from 'gatsby';

export const BROWSER_ENV = ['SITE_URL', 'VERSION_FILE_URL', 'TRAILING_SLASH', 'PATH_PREFIX'];

export function defineBrowserEnv({ actions, plugins }: CreateWebpackConfigArgs): void {
  const values = Object.fromEntries(BROWSER_ENV.map(name => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]));
  actions.setWebpackConfig({ plugins: [plugins.define(values)] });
}
