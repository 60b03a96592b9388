import { codePieces, UNBROKEN_PIECE } from '../../lib/identifierBreaks';
import type { HastNode } from './hastNode';

/**
 * Inline code (not code blocks) gets a `<wbr>` at each place an identifier, path or URL may
 * wrap (src/lib/identifierBreaks.ts), so a long name in a narrow table cell or on a phone
 * wraps at a `_` or `/` instead of mid-word. A `<wbr>` has no text: copying, search and
 * the Markdown twins read the code unchanged. In a URL, a piece with a hyphen is wrapped in
 * a span kept on one line, since browsers also break after a hyphen (codePieces).
 */
const WBR: HastNode = { type: 'element', tagName: 'wbr', children: [] };

const pieceNode = ({ text, unbroken }: { text: string; unbroken: boolean }): HastNode =>
  unbroken
    ? { type: 'element', tagName: 'span', properties: { className: [UNBROKEN_PIECE] }, children: [{ type: 'text', value: text }] }
    : { type: 'text', value: text };

function withBreaks(children: HastNode[]): HastNode[] {
  return children.flatMap(child => {
    if (child.type !== 'text' || !child.value) return [child];
    return codePieces(child.value).flatMap((piece, index) => [...(index > 0 ? [{ ...WBR }] : []), pieceNode(piece)]);
  });
}

function visit(node: HastNode, insidePre: boolean) {
  if (node.type === 'element' && node.tagName === 'code' && !insidePre) {
    node.children = withBreaks(node.children ?? []);
    return;
  }
  for (const child of node.children ?? []) visit(child, insidePre || (node.type === 'element' && node.tagName === 'pre'));
}

export function rehypeCodeBreaks() {
  return (tree: HastNode) => visit(tree, false);
}
