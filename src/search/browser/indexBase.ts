import { withPrefix } from 'gatsby';

/** Where the search index lives: written by onPostBuild in production, served at the same address by the dev server in develop. */
export function indexBase(): string {
  return withPrefix('/search');
}
