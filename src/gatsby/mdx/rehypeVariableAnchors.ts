/**
 * Gives every row of an environment-variable table an anchor: in a table whose header
 * starts with "Variable | Default", a row whose first cell is one `NAME` gets `id="NAME"`
 * and the name becomes a VariableName (src/components/mdx/VariableName.tsx): a link to it
 * (`…/environment-variables#ENCRYPTION_KEY`) and a copy button. The first row naming a
 * variable on a page owns the id. The table is marked `data-variable-table` (VARIABLE_TABLE,
 * src/components/mdx/VariableFilter.attributes.ts) for the filter box and for its stacked
 * layout on phones.
 */
import type { Element, Root } from 'hast';
import type { MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const VARIABLE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

const elements = (node: Element | undefined, tagName?: string) =>
  (node?.children ?? []).filter((child): child is Element => child.type === 'element' && (!tagName || child.tagName === tagName));

export function rehypeVariableAnchors() {
  return (tree: Root) => {
    const taken = new Set<string>();
    visit(tree, 'element', table => {
      if (table.tagName !== 'table') return;
      const head = elements(table, 'thead')[0];
      const headerCells = head ? elements(elements(head, 'tr')[0]).map(cell => toString(cell).trim()) : [];
      if (headerCells[0] !== 'Variable' || headerCells[1] !== 'Default') return;
      table.properties = { ...(table.properties ?? {}), dataVariableTable: '' };
      for (const body of elements(table, 'tbody')) {
        for (const row of elements(body, 'tr')) {
          const cell = elements(row)[0];
          const content = (cell?.children ?? []).filter(child => !(child.type === 'text' && !child.value?.trim()));
          const code = content.length === 1 && content[0].type === 'element' && content[0].tagName === 'code' ? content[0] : null;
          const name = code ? toString(code) : '';
          if (!cell || !VARIABLE.test(name) || taken.has(name)) continue;
          taken.add(name);
          row.properties = { ...(row.properties ?? {}), id: name };
          const variableName: MdxJsxTextElementHast = {
            type: 'mdxJsxTextElement',
            name: 'VariableName',
            attributes: [{ type: 'mdxJsxAttribute', name: 'name', value: name }],
            children: [],
          };
          cell.children = [variableName];
        }
      }
    });
  };
}
