/**
 * Webpack settings: the environment variables browser code reads, no develop-only Partytown
 * code in production, V8's compile hint on the production scripts, and develop's savings.
 */
import type { GatsbyNode } from 'gatsby';
import { defineBrowserEnv } from './webpack-env';
import { dropPartytownFromProduction } from './webpack-partytown';
import { hintEagerCompilation } from './webpack-compile-hints';
import { profileWebpack } from './webpack-profile';
import { speedUpDevelop } from './webpack-develop';
import { writeModernOutput } from './webpack-modern-output';
import { dropUnusedSideEffectImports } from './webpack-side-effects';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = args => {
  defineBrowserEnv(args);
  dropPartytownFromProduction(args);
  hintEagerCompilation(args);
  profileWebpack(args);
  speedUpDevelop(args);
  writeModernOutput(args);
  dropUnusedSideEffectImports(args);
};
