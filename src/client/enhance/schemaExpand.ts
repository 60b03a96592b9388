/**
 * "Expand all" / "Collapse all" of a schema tree: a click on `button[data-schema-expand]`
 * opens or closes every level (`<details>`) of the tree it belongs to. Returns true when
 * the click was such a button's.
 */
export function schemaExpandOnClick(event: MouseEvent): boolean {
  const button = (event.target as Element).closest?.('button[data-schema-expand]') as HTMLButtonElement | null;
  const tree = button?.closest('.schema-tree');
  if (!button || !tree) return false;
  const open = button.dataset.schemaExpand === 'open';
  for (const details of Array.from(tree.querySelectorAll('details'))) details.open = open;
  return true;
}
