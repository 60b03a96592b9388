/**
 * The class names of a code block's markup (CodeBlock.tsx). Its style and the styles that
 * place or space it read them, and so do the readers of built pages: the Markdown twins
 * (src/twins/htmlToMarkdown.ts) and the search index (src/search/build/extract.ts).
 */

/** The whole block: the bar and the code. */
export const CODE_BLOCK = 'code-block';
/** The bar above the code. */
export const CODE_BAR = 'code-bar';
/** In the bar: the block's title, when it has one (the twins make it the fence's info string). */
export const CODE_TITLE = 'code-title';
/** In the bar: the code's language. */
export const CODE_LANGUAGE = 'code-language';
/** In the bar: the copy button. */
export const CODE_COPY_BUTTON = 'copy-button';
/** On the pre: the language the block was given, for readers of built pages when the code element names none (htmlToMarkdown.ts). */
export const PRE_LANGUAGE = 'data-language';
