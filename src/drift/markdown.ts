/**
 * MDX pages as mdast, through the same unified / remark-parse / remark-mdx / remark-gfm stack
 * the site builds with, and the two shapes the checks read from them: tables and bold spans.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import type { Node } from 'unist';
import { visitParents } from 'unist-util-visit-parents';

/** Any mdast node, as the checks read it: text nodes have a value, parents children. */
export type MdNode = Node & { value?: string; children?: MdNode[] };

export function parseMdx(text: string): MdNode {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(text);
}

export const lineOfNode = (node: MdNode): number => node.position?.start.line ?? 1;

/** The visible text of a node: text and inline code values, joined. */
export function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** Inline code values inside a node, in order. */
export function codeValuesOf(node: MdNode): string[] {
  if (node.type === 'inlineCode') return [node.value ?? ''];
  return (node.children ?? []).flatMap(codeValuesOf);
}

/** Calls `enter` on the node and each node inside it, in document order, with the node's ancestors (outermost first). */
export function visit(node: MdNode, enter: (node: MdNode, ancestors: MdNode[]) => void): void {
  visitParents(node, (child: MdNode, ancestors: MdNode[]) => enter(child, ancestors));
}

interface MdTable {
  /** Header cell texts, trimmed. */
  header: string[];
  line: number;
  /** Body rows: cells as nodes (read text or code from them) and the row's line. */
  rows: { cells: MdNode[]; line: number }[];
}

export function tablesOf(root: MdNode): MdTable[] {
  const tables: MdTable[] = [];
  visit(root, node => {
    if (node.type !== 'table' || !node.children?.length) return;
    const [head, ...body] = node.children;
    tables.push({
      header: (head.children ?? []).map(cell => textOf(cell).trim()),
      line: lineOfNode(node),
      rows: body.map(row => ({ cells: row.children ?? [], line: lineOfNode(row) })),
    });
  });
  return tables;
}
