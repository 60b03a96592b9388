/**
 * The page's frame: what a page shows around its content (the summary under the title, the
 * inline contents list, the page actions, the meta row, the setup and instance-check forms).
 * Components mark it with PAGE_FRAME (the summary with the value PAGE_SUMMARY); readers of the
 * built HTML (src/lib/htmlStream.ts: the Markdown twins, the search extractor) leave it out.
 */
export const PAGE_FRAME = 'data-page-frame';
/** PAGE_FRAME's value on the summary under the title, which search keeps as the page's opening. */
export const PAGE_SUMMARY = 'summary';
