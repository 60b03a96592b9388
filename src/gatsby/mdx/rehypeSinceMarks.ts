/**
 * "Since" marks in docs tables: in a table whose header names items with a history
 * (markedColumn, src/history/core/historyMarks.ts: environment variables, application
 * settings, the client form's API fields), each row whose item came after Pocket ID 1.0.0 or
 * went away gets a SinceMark (src/history/browser/SinceMark.tsx) at the end of its first
 * cell. The facts come from content/history/pocket-id-history.yaml, which also gives the
 * upgrade planner and the release pages (`<UpgradePlanner />`, `<ReleaseHistory />`) their
 * releases. Runs after
 * rehypeVariableAnchors, whose VariableName carries the variable's name.
 */
import type { HastNode } from './hastNode';
import { historyLookup, markedColumn, releaseSummaries } from '../../history/core/historyMarks';
import { readHistory } from '../../history/build/historyFile';

const elements = (node: HastNode, tagName?: string) =>
  (node.children ?? []).filter(child => child.type === 'element' && (!tagName || child.tagName === tagName));

const textOf = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

/** The item a cell names: a VariableName's name, else the text of its first code span. */
function nameIn(cell: HastNode): string | undefined {
  for (const child of cell.children ?? []) {
    if (child.type === 'mdxJsxTextElement' && child.name === 'VariableName') return child.attributes?.find(a => a.name === 'name')?.value;
    if (child.type === 'element' && child.tagName === 'code') return textOf(child);
    const inner = child.children ? nameIn(child) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function visit(node: HastNode, fn: (node: HastNode) => void) {
  fn(node);
  for (const child of node.children ?? []) visit(child, fn);
}

/** The components that list releases: they get every release's changes as JSON in their `releases` attribute. */
const RELEASE_LISTS = new Set(['UpgradePlanner', 'ReleaseHistory']);

export function rehypeSinceMarks() {
  return (tree: HastNode) => {
    const history = readHistory();
    const lookup = historyLookup(history);
    visit(tree, node => {
      if (node.type !== 'mdxJsxFlowElement' || !RELEASE_LISTS.has(node.name ?? '')) return;
      node.attributes = [
        ...(node.attributes ?? []).filter(a => a.name !== 'releases'),
        { type: 'mdxJsxAttribute', name: 'releases', value: JSON.stringify(releaseSummaries(history)) },
      ];
    });
    visit(tree, table => {
      if (table.type !== 'element' || table.tagName !== 'table') return;
      const head = elements(table, 'thead')[0];
      const headers = head ? elements(elements(head, 'tr')[0] ?? { type: 'element' }).map(cell => textOf(cell).trim()) : [];
      const marked = markedColumn(headers);
      if (!marked) return;
      for (const body of elements(table, 'tbody'))
        for (const row of elements(body, 'tr')) {
          const cells = elements(row);
          const name = cells[marked.column] && nameIn(cells[marked.column]);
          const mark = name ? lookup(marked.kind, name) : undefined;
          if (!mark || !cells[0]) continue;
          const attributes = Object.entries({ since: mark.since, removed: mark.removed, replacedBy: mark.replacedBy, text: mark.text })
            .filter((entry): entry is [string, string] => entry[1] !== undefined)
            .map(([attrName, value]) => ({ type: 'mdxJsxAttribute' as const, name: attrName, value }));
          cells[0].children = [...(cells[0].children ?? []), { type: 'mdxJsxTextElement', name: 'SinceMark', attributes, children: [] }];
        }
    });
  };
}
