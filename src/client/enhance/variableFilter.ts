import { variableCountText, variableRowMatches } from '../../lib/variableFilter';

const OUT = 'data-filtered-out';
const HEADING = /^H[23]$/;

/**
 * Typing in `input[data-variable-filter]` narrows every `table[data-variable-table]` in
 * the island to the matching rows; sections left without a match are hidden, and the
 * count is announced. Returns true when the event was the filter box's.
 */
export function filterVariablesOnInput(event: Event): boolean {
  const input = event.target as HTMLInputElement;
  if (!input.matches?.('input[data-variable-filter]')) return false;
  const root = input.closest('[data-island]');
  if (!root) return true;
  const query = input.value;
  let matches = 0;
  const visibleTables = new Set<Element>();
  for (const table of Array.from(root.querySelectorAll('table[data-variable-table]'))) {
    let shown = 0;
    for (const row of Array.from(table.querySelectorAll('tbody > tr'))) {
      const match = variableRowMatches(row.textContent ?? '', query);
      row.toggleAttribute(OUT, !match);
      if (match) shown += 1;
    }
    matches += shown;
    if (shown > 0) visibleTables.add(table);
  }
  hideEmptySections(root, query.trim() !== '', visibleTables);
  const status = root.querySelector('[data-variable-count]');
  if (status) status.textContent = variableCountText(matches, query);
  return true;
}

/**
 * While filtering, only sections (an h2 or h3 and what follows it) holding a matching row
 * stay, with the h2 above a kept h3; the filter box itself always stays.
 */
function hideEmptySections(root: Element, filtering: boolean, visibleTables: Set<Element>) {
  const blocks = Array.from(root.children);
  const box = root.querySelector('.variable-filter');
  let section: Element[] = [];
  let parent: Element[] = [];
  let parentKept = false;
  const close = () => {
    const keep = !filtering || section.some(el => el === box || el.contains(box) || Array.from(visibleTables).some(t => el === t || el.contains(t)));
    for (const el of section) el.toggleAttribute(OUT, !keep);
    if (keep && !parentKept) {
      for (const el of parent) el.toggleAttribute(OUT, false);
      parentKept = true;
    }
  };
  for (const el of blocks) {
    if (HEADING.test(el.tagName)) {
      close();
      section = [];
      if (el.tagName === 'H2') {
        parent = [el];
        parentKept = false;
      }
    }
    section.push(el);
    if (el.tagName === 'H2') parent = section;
  }
  close();
}
