/**
 * The site's section addresses, in one module small enough for every page's frame (navbar, footer)
 * to import without weight; the features that make these pages read them from here too.
 */

/** The client-examples index; every guide's page is under it. */
export const CLIENT_EXAMPLES_PATH = '/docs/client-examples';
/** Every API reference page's address starts with this (overview, tags, operations, schemas); it also redirects to the overview. */
export const API_PATH_PREFIX = '/docs/api';
/** The one API overview page (authentication, errors, pagination, tags). */
export const API_OVERVIEW_PATH = '/docs/api-documentation';
/** The overview's heading "Authenticate with an API key" (content/pages/api-overview.mdx), linked from operation twins; test/build/machineDocs.test.ts checks it resolves. */
export const API_KEY_AUTH_ANCHOR = 'authenticate-with-an-api-key';
/** The search page: the navbar's search link without JavaScript; a web search of the site and every page's title (src/components/searchPage/). */
export const SEARCH_PAGE_PATH = '/docs/search';
