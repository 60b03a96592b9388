/**
 * The window widths, in CSS pixels, at which the page's layout changes. Components build their
 * media queries on these, so the sidebar, the navbar, the TOC and the API pages' aside change
 * together. Numbers only: the module costs first-load JavaScript nothing once inlined.
 * Breakpoints of one component's own content (a card grid, a form row) stay beside it.
 */

/** At and below this width the docs sidebar is a drawer behind the navbar's menu button. */
export const DRAWER_MAX_WIDTH = 996;

/** At and below this width the TOC column gives its room to the body and the TOC shows inline. */
export const INLINE_TOC_MAX_WIDTH = 1200;

/** From this width an article with an aside column (API operations) shows it beside the prose. */
export const ASIDE_MIN_WIDTH = 1200;
