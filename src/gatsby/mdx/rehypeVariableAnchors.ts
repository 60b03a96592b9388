/**
 * Gives every row of an environment-variable table an anchor: in a table whose header
 * starts with "Variable | Default", a row whose first cell is one `NAME` gets `id="NAME"`
 * and the name becomes a VariableName (src/components/mdx/VariableName.tsx): a link to it
 * (`…/environment-variables#ENCRYPTION_KEY`) and a copy button. The first row naming a
 * variable on a page owns the id. The table is marked `data-variable-table` (VARIABLE_TABLE,
 * src/components/mdx/VariableFilter.attributes.ts) for the filter box and for its stacked
 * layout on phones.
 */
import type { HastNode } from './hastNode';

const VARIABLE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

const elements = (node: HastNode, tagName?: string) =>
  (node.children ?? []).filter(child => child.type === 'element' && (!tagName || child.tagName === tagName));

const textOf = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

function visit(node: HastNode, fn: (node: HastNode) => void) {
  fn(node);
  for (const child of node.children ?? []) visit(child, fn);
}

export function rehypeVariableAnchors() {
  return (tree: HastNode) => {
    const taken = new Set<string>();
    visit(tree, table => {
      if (table.type !== 'element' || table.tagName !== 'table') return;
      const head = elements(table, 'thead')[0];
      const headerCells = head ? elements(elements(head, 'tr')[0] ?? { type: 'element' }).map(cell => textOf(cell).trim()) : [];
      if (headerCells[0] !== 'Variable' || headerCells[1] !== 'Default') return;
      table.properties = { ...(table.properties ?? {}), dataVariableTable: '' };
      for (const body of elements(table, 'tbody')) {
        for (const row of elements(body, 'tr')) {
          const cell = elements(row)[0];
          const content = (cell?.children ?? []).filter(child => !(child.type === 'text' && !child.value?.trim()));
          const code = content.length === 1 && content[0].tagName === 'code' ? content[0] : null;
          const name = code ? textOf(code) : '';
          if (!cell || !VARIABLE.test(name) || taken.has(name)) continue;
          taken.add(name);
          row.properties = { ...(row.properties ?? {}), id: name };
          cell.children = [
            { type: 'mdxJsxTextElement', name: 'VariableName', attributes: [{ type: 'mdxJsxAttribute', name: 'name', value: name }], children: [] },
          ];
        }
      }
    });
  };
}
