/**
 * MDX pages as mdast, through the same unified / remark-parse / remark-mdx / remark-gfm stack
 * the site builds with, and the two shapes the checks read from them: tables and bold spans.
 */
const { unified } = require('unified');
const remarkParse = require('remark-parse').default;
const remarkMdx = require('remark-mdx').default;
const remarkGfm = require('remark-gfm').default;

export interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number; column: number; offset?: number }; end: { line: number; column: number; offset?: number } };
}

export function parseMdx(text: string): MdNode {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(text) as MdNode;
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

export function visit(node: MdNode, enter: (node: MdNode, ancestors: MdNode[]) => void, ancestors: MdNode[] = []): void {
  enter(node, ancestors);
  for (const child of node.children ?? []) visit(child, enter, [...ancestors, node]);
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
