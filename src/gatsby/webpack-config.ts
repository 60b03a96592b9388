/**
 * Webpack settings: the environment variables browser code reads, no develop-only Partytown
 * code in production, and V8's compile hint on the production scripts.
 */
import type { GatsbyNode } from 'gatsby';
import { defineBrowserEnv } from './webpack-env';
import { dropPartytownFromProduction } from './webpack-partytown';
import { hintEagerCompilation } from './webpack-compile-hints';
import { profileWebpack } from './webpack-profile';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = args => {
  defineBrowserEnv(args);
  dropPartytownFromProduction(args);
  hintEagerCompilation(args);
  profileWebpack(args);
};
