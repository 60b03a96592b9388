/**
 * The page's frame: what a page shows around its content (the summary under the title, the
 * inline contents list, the page actions and the meta row). Readers of the built HTML
 * (Markdown twins, the search extractor) leave the elements carrying this attribute out, so
 * neither needs to know the components' class names. The summary is marked as such: a twin
 * states the page's description itself, while search indexes the summary as the opening of
 * the page's first record.
 */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';
export const PAGE_SUMMARY = 'summary';

/** Spread onto a frame element: `<nav {...pageFrameMark}>`. */
export const pageFrameMark = { [PAGE_FRAME_ATTRIBUTE]: '' } as const;
/** Spread onto the summary under the title: `<p className="lead" {...pageSummaryMark}>`. */
export const pageSummaryMark = { [PAGE_FRAME_ATTRIBUTE]: PAGE_SUMMARY } as const;
