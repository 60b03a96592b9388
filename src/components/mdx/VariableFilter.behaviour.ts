import type { Control } from '../controlTypes';
import { variableCountText, variableRowMatches } from './variableMatch';
import { VARIABLE_COUNT, VARIABLE_FILTER, VARIABLE_FILTERED_OUT, VARIABLE_FILTER_BOX, VARIABLE_TABLE } from './VariableFilter.attributes';
import { ISLAND } from '../StaticIsland.attributes';

const HEADING = /^H[23]$/;

/**
 * Typing in the filter box narrows every variable table in the island to the matching
 * rows; sections left without a match are hidden, and the count is announced.
 */
export const variableFilter: Control = {
  selector: `input[${VARIABLE_FILTER}]`,
  input(input) {
    const root = input.closest(`[${ISLAND}]`);
    if (root) filter(root, (input as HTMLInputElement).value);
  },
};

function filter(root: Element, query: string): void {
  let matches = 0;
  const visibleTables = new Set<Element>();
  for (const table of Array.from(root.querySelectorAll(`table[${VARIABLE_TABLE}]`))) {
    let shown = 0;
    for (const row of Array.from(table.querySelectorAll('tbody > tr'))) {
      const match = variableRowMatches(row.textContent ?? '', query);
      row.toggleAttribute(VARIABLE_FILTERED_OUT, !match);
      if (match) shown += 1;
    }
    matches += shown;
    if (shown > 0) visibleTables.add(table);
  }
  hideEmptySections(root, query.trim() !== '', visibleTables);
  const status = root.querySelector(`[${VARIABLE_COUNT}]`);
  if (status) status.textContent = variableCountText(matches, query);
}

/**
 * While filtering, only sections (an h2 or h3 and what follows it) holding a matching row
 * stay, with the h2 above a kept h3; the filter box itself always stays.
 */
function hideEmptySections(root: Element, filtering: boolean, visibleTables: Set<Element>) {
  const blocks = Array.from(root.children);
  const box = root.querySelector(`.${VARIABLE_FILTER_BOX}`);
  let section: Element[] = [];
  let parent: Element[] = [];
  let parentKept = false;
  const close = () => {
    const keep = !filtering || section.some(el => el === box || el.contains(box) || Array.from(visibleTables).some(t => el === t || el.contains(t)));
    for (const el of section) el.toggleAttribute(VARIABLE_FILTERED_OUT, !keep);
    if (keep && !parentKept) {
      for (const el of parent) el.toggleAttribute(VARIABLE_FILTERED_OUT, false);
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
