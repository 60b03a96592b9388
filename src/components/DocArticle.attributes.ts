/**
 * The id of a page's body island (DocArticle.tsx): where running content sits, whose blocks
 * may render lazily (src/lib/lazyBlocks.ts).
 */
export const PAGE_CONTENT = 'page-content';
