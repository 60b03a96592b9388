/** Marks the search page's web-search form (searchPageComponents.tsx): pages that carry it may submit a form to WEB_SEARCH_URL (src/hosting/csp.ts). */
export const WEB_SEARCH_FORM = 'data-web-search';
/** Where the web-search form goes: DuckDuckGo, limited to the site's host by its `sites` parameter. */
export const WEB_SEARCH_URL = 'https://duckduckgo.com/';
