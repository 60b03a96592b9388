/**
 * Highlights fenced code at build time, so pages ship coloured code without any
 * highlighter in the browser. Reads `title="…"` and `{1,3-5}` from the fence meta.
 */
import { canonicalLanguage, highlightHtml, splitHtmlLines } from '../../lib/highlight';
import { parseHighlightedLines, parseTitle } from '../../lib/codeFenceMeta';
import { FENCE_CODE_HTML, FENCE_LANGUAGE, FENCE_TITLE } from '../../components/mdx/MdxCodeBlock.attributes';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', node => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const languageClass = classes.find(c => c.startsWith('language-'));
      const language = languageClass ? languageClass.slice('language-'.length) : 'text';
      const meta = String((code.data as { meta?: string } | undefined)?.meta ?? code.properties?.metastring ?? '');
      const text = toString(code).replace(/\n$/, '');
      const title = parseTitle(meta);
      code.properties = { className: ['hljs', `language-${canonicalLanguage(language)}`] };
      // One HTML string instead of a JSX element per token: smaller page chunks, and the
      // browser hydrates one <code> element rather than thousands of spans.
      code.children = [];
      node.properties = {
        ...(node.properties ?? {}),
        // Attribute names as hast keys: MDX passes them on under these names (property-information's find).
        [FENCE_LANGUAGE]: language,
        [FENCE_CODE_HTML]: splitHtmlLines(highlightHtml(text, language), parseHighlightedLines(meta)),
        ...(title ? { [FENCE_TITLE]: title } : {}),
      };
    });
  };
}
