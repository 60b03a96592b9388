/**
 * siteConfig.ts reads a few environment variables. Gatsby only exposes GATSBY_*
 * variables to browser code, so without this the browser would keep the defaults while
 * the build used the overrides (e.g. a version-file URL the page's CSP does not allow).
 * The browser gets the values the build checked, so it ships no parser.
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { parseSiteEnvironment, type BrowserEnvironment } from '../../lib/siteEnvironment';

export function defineBrowserEnv({ actions, plugins, stage }: CreateWebpackConfigArgs): void {
  // The OpenAPI files are read by the build only (src/apiReference/build/openApiFiles.ts): every page would carry them for nothing.
  const { siteUrl, versionFileUrl, trailingSlash, pathPrefix } = parseSiteEnvironment(process.env);
  const browserEnvironment: BrowserEnvironment = { siteUrl, versionFileUrl, trailingSlash, pathPrefix };
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_ENVIRONMENT__: JSON.stringify(browserEnvironment),
        // 'true' in the production browser bundle only, from the stage Gatsby passes this hook
        // (StaticIsland and Footer leave build-time markup out of that bundle with it).
        'process.env.DOCS_BROWSER_BUNDLE': JSON.stringify(String(stage === 'build-javascript')),
      }),
    ],
  });
}
