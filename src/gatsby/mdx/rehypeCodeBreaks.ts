import { identifierPieces } from '../../lib/identifierBreaks';
import type { HastNode } from './hastNode';

/**
 * Inline code (not code blocks) gets a `<wbr>` at each place an identifier, path or URL may
 * wrap (src/lib/identifierBreaks.ts), so a long name in a narrow table cell or on a phone
 * wraps at a `_` or `/` instead of mid-word. A `<wbr>` has no text: copying, search and
 * the Markdown twins read the code unchanged.
 */
const WBR: HastNode = { type: 'element', tagName: 'wbr', children: [] };

function withBreaks(children: HastNode[]): HastNode[] {
  return children.flatMap(child => {
    if (child.type !== 'text' || !child.value) return [child];
    return identifierPieces(child.value).flatMap((piece, index) => [...(index > 0 ? [{ ...WBR }] : []), { type: 'text', value: piece }]);
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
