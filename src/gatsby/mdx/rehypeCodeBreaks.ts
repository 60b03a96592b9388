import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { codePieces, UNBROKEN_PIECE } from '../../lib/identifierBreaks';

/**
 * Inline code (not code blocks) gets a `<wbr>` at each place an identifier, path or URL may
 * wrap (src/lib/identifierBreaks.ts), so a long name in a narrow table cell or on a phone
 * wraps at a `_` or `/` instead of mid-word. A `<wbr>` has no text: copying, search and
 * the Markdown twins read the code unchanged. In a URL, a piece with a hyphen is wrapped in
 * a span kept on one line, since browsers also break after a hyphen (codePieces).
 */
const wbr = (): Element => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });

const pieceNode = ({ text, unbroken }: { text: string; unbroken: boolean }): ElementContent =>
  unbroken
    ? { type: 'element', tagName: 'span', properties: { className: [UNBROKEN_PIECE] }, children: [{ type: 'text', value: text }] }
    : { type: 'text', value: text };

function withBreaks(children: ElementContent[]): ElementContent[] {
  return children.flatMap(child => {
    if (child.type !== 'text' || !child.value) return [child];
    return codePieces(child.value).flatMap((piece, index): ElementContent[] => [...(index > 0 ? [wbr()] : []), pieceNode(piece)]);
  });
}

export function rehypeCodeBreaks() {
  return (tree: Root) => {
    visit(tree, 'element', node => {
      // A code block keeps its text as written.
      if (node.tagName === 'pre') return SKIP;
      if (node.tagName !== 'code') return undefined;
      node.children = withBreaks(node.children);
      return SKIP;
    });
  };
}
