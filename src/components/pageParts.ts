/**
 * The class names of a doc page's parts, the children of its <article> (DocArticle.tsx and
 * the components it renders). The API operation page's grid places the parts by these names
 * (api/operationPageGrid.ts, which writes them out to keep this module in one chunk);
 * test/unit/docArticle.test.tsx checks that the grid places each one and the article writes it.
 */

/** Breadcrumbs.tsx: the trail above the title. */
export const PAGE_BREADCRUMBS = 'breadcrumbs';
/** ArticleTitle.tsx: the title with the Markdown menu. */
export const PAGE_TITLE_ROW = 'title-row';
/** ArticleTitle.tsx: the summary under the title (styled by DocArticle). */
export const PAGE_LEAD = 'lead';
/** TocInline.tsx: the table of contents folded above the body. */
export const PAGE_TOC_INLINE = 'toc-inline';
/** PageMeta.tsx: edit and report links and the last change, under the body. */
export const PAGE_META = 'page-meta';
/** DocPager.tsx: the previous and next pages, last. */
export const PAGE_PAGER = 'doc-pager';
