/** Webpack settings: the environment variables browser code reads, and no develop-only Partytown code in production. */
import type { GatsbyNode } from 'gatsby';
import { defineBrowserEnv } from './webpack-env';
import { dropPartytownFromProduction } from './webpack-partytown';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = args => {
  defineBrowserEnv(args);
  dropPartytownFromProduction(args);
};
