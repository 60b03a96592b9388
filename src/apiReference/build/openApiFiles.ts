import { parseSiteEnvironment } from '../../lib/siteEnvironment';

/**
 * The OpenAPI document the build renders and its map of renamed operation pages
 * (OPENAPI_SPEC, OPENAPI_REDIRECTS; checked like every setting by parseSiteEnvironment).
 * Only the build reads them, so they live here and not in siteConfig, whose values the
 * browser bundle carries on every page.
 */
export const { openApiSpec, openApiRedirects } = parseSiteEnvironment(process.env);
