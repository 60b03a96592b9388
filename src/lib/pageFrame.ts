/**
 * The page's frame: what a page shows around its content (the summary under the title, the
 * inline contents list, the page actions and the meta row). Components mark it with
 * `data-page-frame` (the summary with `data-page-frame="summary"`), written out in their JSX:
 * importing a constant into four templates costs 60 bytes of first-load JS on every page.
 * Readers of the built HTML (Markdown twins, the search extractor) leave the frame out
 * through these constants, so neither knows the components' class names; the build tests
 * fail if a twin or a search record carries the frame. A twin states the page's description
 * itself, while search indexes the summary as the opening of the page's first record.
 */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';
export const PAGE_SUMMARY = 'summary';
