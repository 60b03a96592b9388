/**
 * A table is named by the heading it sits under (`aria-labelledby` that heading's id), so
 * a table that scrolls sideways, and so is a Tab stop (src/components/scrollableTables.ts), is
 * announced by its topic ("Core settings and URLs, table") rather than as a bare table.
 * Runs after rehype-slug, which gives headings their ids.
 */
import type { Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

const HEADING = /^h[2-6]$/;

export function rehypeTableNames() {
  return (tree: Root) => {
    // The heading last seen among each parent's children: a table is named by a heading before it at its own level.
    const lastHeading = new Map<unknown, string>();
    visit(tree, 'element', (node, _index, parent) => {
      if (HEADING.test(node.tagName) && typeof node.properties?.id === 'string') {
        lastHeading.set(parent, node.properties.id);
        return SKIP;
      }
      const heading = lastHeading.get(parent);
      if (node.tagName !== 'table' || !heading || node.properties?.ariaLabelledBy !== undefined) return undefined;
      node.properties = { ...node.properties, ariaLabelledBy: heading };
      return SKIP;
    });
  };
}
