/** The client-examples index page's title and lead (its address is CLIENT_EXAMPLES_PATH, src/lib/siteRoutes.ts), for its template and for develop's search index. */
export const CLIENT_EXAMPLES_TITLE = 'Client examples';
/** The lead under the title; the number of guides comes from the data. */
export const clientExamplesDescription = (count: number) =>
  `Step-by-step guides for ${count} apps: callback URLs, client type, PKCE and groups, and the app's own settings.`;
