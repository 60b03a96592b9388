/**
 * What src/gatsby/mdx/rehypeCodeBlocks.ts puts on a fenced block's `pre` at build time, which
 * MDX hands as props to the component it maps `pre` to (MdxCodeBlock.tsx).
 */

/** The fence's title (`title="…"` in its meta). */
export const FENCE_TITLE = 'data-title';
/** The fence's language, as written. */
export const FENCE_LANGUAGE = 'data-language';
/** The highlighted code, one HTML string. */
export const FENCE_CODE_HTML = 'data-code-html';
