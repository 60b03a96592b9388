import type { GatsbyNode } from 'gatsby';
import { parseSiteEnvironment } from '../lib/siteEnvironment';

/**
 * A bad environment variable stops the build or develop here, named with its value.
 * src/siteConfig.ts throws the same error when it is first imported, but Gatsby drops an
 * error thrown while gatsby-config and gatsby-node load, and their bundler then hands out
 * the half-loaded modules, so the build would fail later with an unrelated TypeError. This
 * module imports no site code, and gatsby-node.ts exports it first, so it is loaded before
 * anything that reads the configuration.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    parseSiteEnvironment(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};
