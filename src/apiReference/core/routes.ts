// Where the API reference's pages live on the site (the overview's address is API_OVERVIEW_PATH, src/lib/siteRoutes.ts).
import { API_PATH_PREFIX } from '../../lib/siteRoutes';

/** Operation and tag pages: `/docs/api/endpoints/<slug>`. */
export const API_BASE = `${API_PATH_PREFIX}/endpoints`;
/** Redirects to the overview, so links and bookmarks to this address keep working. */
export const API_INFO_REDIRECT_PATH = API_PATH_PREFIX;
/** Component schemas too long to repeat in every operation: `/docs/api/schemas/<slug>`. */
export const API_SCHEMA_BASE = `${API_PATH_PREFIX}/schemas`;
export const schemaPagePath = (slug: string) => `${API_SCHEMA_BASE}/${slug}`;
/** The overview's title (its template shows it; develop's search index reads it); its lead is content/pages/api-overview.mdx's `description`. */
export const API_OVERVIEW_TITLE = 'API reference';
