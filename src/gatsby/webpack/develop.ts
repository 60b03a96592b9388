/**
 * Develop-only webpack savings (production stages are untouched):
 *
 * - Gatsby adds eslint-webpack-plugin with its own react-app rules when a site has no
 *   .eslintrc; it lints only .js/.jsx modules, which here are Gatsby's own .cache files
 *   (the site is TypeScript and is linted by `npm run lint`), so it is dropped.
 * - The develop-html bundle renders one thing without DEV_SSR: the HTML shell (html.js and
 *   gatsby-ssr's onRenderBody) that develop serves for every address. Gatsby still bundles
 *   every page template into it for getServerData and config pages, which this site has none
 *   of, so the template list is replaced by an empty one; and gatsby-ssr's page wrappers, which
 *   the shell never calls, by stubs, which leaves the layout's component tree out of it.
 * - Webpack stores develop's persistent cache only after five idle seconds, and `gatsby develop`
 *   stopped by a signal never closes the compiler, so a restart soon after a start rebuilt every
 *   module. The first store now starts as soon as the first bundle is done.
 * - Before each store, webpack resolves its cache's build dependencies (Gatsby's webpack config,
 *   every plugin's gatsby-node and every loader) by walking everything they require, which is
 *   most of Gatsby: about 3 s per stage here, and develop-html's store blocks the start.
 *   Develop's caches are keyed instead by a digest of the listed files and the lock file, and
 *   the loaders (files in node_modules, so versioned by the lock file) are left out of the
 *   walk. The site's compiled gatsby-node bundles all of src/gatsby, and Gatsby itself deletes
 *   .cache when a plugin's version, package.json or gatsby-config changes.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler } from 'webpack';

const ASYNC_REQUIRES = /^\$virtual\/async-requires$/;
const PAGE_SHELL = /[\\/]components[\\/]PageShell$/;

type FilesystemCache = { type: 'filesystem'; buildDependencies?: Record<string, string[]>; [option: string]: unknown };

const isFilesystemCache = (cache: unknown): cache is FilesystemCache =>
  typeof cache === 'object' && cache !== null && (cache as { type?: unknown }).type === 'filesystem';

/**
 * The cache keyed by the content of its build dependencies and the lock file instead of webpack's walk of their requires.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function cacheKeyedByContent(cache: FilesystemCache, lockFile = path.resolve('package-lock.json')): FilesystemCache {
  const hash = createHash('sha256');
  const files = [...Object.values(cache.buildDependencies ?? {}).flat(), lockFile];
  for (const file of files) {
    hash.update(file);
    hash.update(fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : 'absent');
  }
  return { ...cache, buildDependencies: {}, version: hash.digest('hex') };
}

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * Takes the files in node_modules out of the build dependencies webpack walks before it stores the cache.
 * @internal Exported for its tests; production uses it in this file only.
 */
export class VersionedPackagesPlugin {
  apply(compiler: Compiler): void {
    // Before the disk cache's own tap (stage 0), which starts the walk.
    compiler.cache.hooks.storeBuildDependencies.tap({ name: 'VersionedPackagesPlugin', stage: -100 }, dependencies => {
      const set = dependencies as Set<string>;
      for (const file of [...set]) if (IN_NODE_MODULES.test(file)) set.delete(file);
    });
  }
}

export function speedUpDevelop({ stage, actions, plugins, getConfig }: CreateWebpackConfigArgs): void {
  if (stage === 'develop') {
    const config = getConfig();
    config.plugins = config.plugins.filter((plugin: object) => plugin.constructor.name !== 'ESLintWebpackPlugin');
    if (isFilesystemCache(config.cache)) {
      config.cache = { ...cacheKeyedByContent(config.cache), idleTimeoutForInitialStore: 0 };
      config.plugins.push(new VersionedPackagesPlugin());
    }
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'develop-html') {
    const config = getConfig();
    if (isFilesystemCache(config.cache)) {
      actions.replaceWebpackConfig({ ...config, cache: cacheKeyedByContent(config.cache), plugins: [...config.plugins, new VersionedPackagesPlugin()] });
    }
    actions.setWebpackConfig({
      plugins: [
        plugins.normalModuleReplacement(ASYNC_REQUIRES, path.resolve(__dirname, 'developHtmlNoPages.js')),
        plugins.normalModuleReplacement(PAGE_SHELL, path.resolve(__dirname, 'developHtmlNoShell.js')),
      ],
    });
  }
}
