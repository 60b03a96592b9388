/**
 * Webpack settings, one file each, applied in this order: the environment variables browser
 * code reads, no develop-only Partytown code in production, V8's compile hint on the
 * production scripts, the opt-in timing profile (DOCS_WEBPACK_PROFILE=1), develop's savings,
 * develop's site code compiled by SWC, ES2015 output, hoist-non-react-statics marked
 * side-effect free, module ids that keep first-load JS small, and Node-only packages left
 * out of the HTML renderer.
 */
import type { GatsbyNode } from 'gatsby';
import { defineBrowserEnv } from './env';
import { dropPartytownFromProduction } from './partytown';
import { hintEagerCompilation } from './compileHints';
import { profileWebpack } from './profile';
import { speedUpDevelop } from './develop';
import { compileSiteCodeWithSwcInDevelop } from './swcInDevelop';
import { writeModernOutput } from './modernOutput';
import { dropUnusedSideEffectImports } from './sideEffects';
import { orderModulesBySize } from './moduleIds';
import { loadNodeOnlyPackagesAtRender } from './nodeOnlyPackages';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = args => {
  defineBrowserEnv(args);
  dropPartytownFromProduction(args);
  hintEagerCompilation(args);
  profileWebpack(args);
  speedUpDevelop(args);
  compileSiteCodeWithSwcInDevelop(args);
  writeModernOutput(args);
  dropUnusedSideEffectImports(args);
  orderModulesBySize(args);
  loadNodeOnlyPackagesAtRender(args);
};
