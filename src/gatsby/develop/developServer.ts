/** Develop's server hooks: the search index it serves, and the notice that an edit to body code needs a restart. */
import type { GatsbyNode } from 'gatsby';
import { serveSearchIndex } from '../../search/build/developIndex';
import { watchBodyCode } from './bodyCodeWatch';

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = args => {
  serveSearchIndex(args);
  watchBodyCode(args.reporter);
};
