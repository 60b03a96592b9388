import { withPrefix } from 'gatsby';

/** Where the search index lives: written by onPostBuild in production, served by the dev server in develop. */
export function indexBase(): string {
  return process.env.NODE_ENV === 'production' ? withPrefix('/search') : '/__search';
}
