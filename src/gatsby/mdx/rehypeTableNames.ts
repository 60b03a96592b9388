/**
 * A table is named by the heading it sits under (`aria-labelledby` that heading's id), so
 * a table that scrolls sideways, and so is a Tab stop (src/components/scrollableTables.ts), is
 * announced by its topic ("Core settings and URLs, table") rather than as a bare table.
 * Runs after rehype-slug, which gives headings their ids.
 */
import type { HastNode } from './hastNode';

const HEADING = /^h[2-6]$/;

function visit(node: HastNode) {
  let heading: string | undefined;
  for (const child of node.children ?? []) {
    if (child.type !== 'element') continue;
    if (HEADING.test(child.tagName ?? '') && typeof child.properties?.id === 'string') heading = child.properties.id;
    else if (child.tagName === 'table' && heading && child.properties?.ariaLabelledBy === undefined)
      child.properties = { ...child.properties, ariaLabelledBy: heading };
    else visit(child);
  }
}

export function rehypeTableNames() {
  return (tree: HastNode) => visit(tree);
}
