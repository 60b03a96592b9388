import { withPrefix } from 'gatsby';

/**
 * The site's path prefix without its trailing slash ('' without a prefix), read through
 * Gatsby's documented withPrefix: an address of the site is this and then a route. The
 * browser (start-up, link handling, the page shell) and the server render
 * (gatsby-ssr.tsx's boot scripts and favicon) ask it here.
 */
export const pathPrefix = (): string => withPrefix('/').replace(/\/$/, '');
