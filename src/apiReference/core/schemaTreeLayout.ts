import type { SchemaNode } from './types';
import { plural } from '../../lib/plural';

/* How a schema tree is shown (../browser/SchemaTree.tsx): which levels fold, in which order, where repeats link back to. */

/** Anchor id for a component schema's first expansion on the page. */
export const schemaAnchor = (refName: string) => `schema-${refName.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/**
 * First expanded node per component name across all the trees of a page, in render
 * order: recursion and repeats (which may sit in another tree) link back to it.
 */
export function schemaAnchors(roots: (SchemaNode | null | undefined)[]): Map<SchemaNode, string> {
  const anchors = new Map<SchemaNode, string>();
  const seen = new Set<string>();
  const walk = (node: SchemaNode) => {
    if (node.refName && !seen.has(node.refName) && (node.children.length || node.alternatives)) {
      seen.add(node.refName);
      anchors.set(node, schemaAnchor(node.refName));
    }
    displayOrder(node.children).forEach(walk);
    node.alternatives?.options.forEach(walk);
    if (node.not) walk(node.not);
  };
  roots.forEach(root => root && walk(root));
  return anchors;
}

/** Fields in the order a reader needs them: the required ones first, each group in the schema's order. */
export function displayOrder(children: SchemaNode[]): SchemaNode[] {
  return [...children.filter(child => child.required), ...children.filter(child => !child.required)];
}

/** An array's items say nothing the type label does not ("array<string>"): no level of their own. */
export const bareItems = (node: SchemaNode) => node.children.length === 1 && node.children[0].role === 'items' && !hasContent(node.children[0]);

const hasContent = (node: SchemaNode): boolean =>
  node.children.length > 0 ||
  node.alternatives !== null ||
  node.not !== null ||
  node.descriptionHtml !== null ||
  node.enumValues !== null ||
  node.constValue !== null ||
  node.constraints.length > 0 ||
  node.example !== null ||
  node.recursiveRef !== null ||
  node.repeatOf !== null ||
  node.truncated;

export const expandable = (node: SchemaNode) => (node.children.length > 0 && !bareItems(node)) || node.alternatives !== null || node.not !== null;

/** True when a tree has a collapsible level below its root (worth "Expand all"). */
export function hasNestedLevels(root: SchemaNode): boolean {
  const below = [...root.children, ...(root.alternatives?.options ?? []), ...(root.not ? [root.not] : [])];
  return below.some(expandable);
}

export function childSummary(node: SchemaNode): string {
  if (node.alternatives) return `${node.alternatives.options.length} ${node.alternatives.kind === 'oneOf' ? 'alternatives' : 'options'}`;
  if (node.children.length === 1 && node.children[0].role === 'items') return 'Item';
  if (node.children.length) return plural(node.children.length, 'property', 'properties');
  return 'Excluded schema';
}
