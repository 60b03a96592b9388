/**
 * The base-path check (src/boot/basePathBoot.ts, inline in every page) warns when the site
 * is served from a base path other than the one it was built for. The app's script sets
 * this flag on `window` (gatsby-browser.tsx); a page whose scripts never arrived lacks it.
 */
export const BOOT_FLAG = 'docsBooted';

export const BASE_PATH_WARNING =
  'This site did not load properly: it seems to be served from a different base path than it was built for. ' +
  'Check the base URL (path prefix) setting of the build and of your web server.';
