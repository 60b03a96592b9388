import type { Control } from '../controlTypes';
import { variableCountText, variableRowMatches } from './variableMatch';
import { FILTER_ITEMS, VARIABLE_COUNT, VARIABLE_FILTER, VARIABLE_FILTERED_OUT, VARIABLE_FILTER_BOX, VARIABLE_TABLE } from './VariableFilter.attributes';
import { ISLAND } from '../StaticIsland.attributes';

const HEADING = /^H[23]$/;

/**
 * Typing in the filter box narrows the island's list to what matches, and the count is
 * announced: every variable table to its matching rows, or an index page to its matching h3
 * entries (the box's FILTER_ITEMS); sections left without a match are hidden.
 */
export const variableFilter: Control = {
  selector: `input[${VARIABLE_FILTER}]`,
  input(input) {
    const root = input.closest(`[${ISLAND}]`);
    const items = input.closest(`[${FILTER_ITEMS}]`)?.getAttribute(FILTER_ITEMS) === 'messages' ? 'messages' : 'variables';
    if (root) filter(root, (input as HTMLInputElement).value, items);
  },
};

/** The variable tables' matching rows (the others marked filtered out); the tables that keep one are `visible`. */
function filterRows(root: Element, query: string, visible: Set<Element>): number {
  let matches = 0;
  for (const table of Array.from(root.querySelectorAll(`table[${VARIABLE_TABLE}]`))) {
    let shown = 0;
    for (const row of Array.from(table.querySelectorAll('tbody > tr'))) {
      const match = variableRowMatches(row.textContent ?? '', query);
      row.toggleAttribute(VARIABLE_FILTERED_OUT, !match);
      if (match) shown += 1;
    }
    matches += shown;
    if (shown > 0) visible.add(table);
  }
  return matches;
}

/** The h3 entries whose heading and text match: each matching entry's heading is `visible` (hideEmptySections hides the rest). */
function filterEntries(root: Element, query: string, visible: Set<Element>): number {
  let entry: Element[] = [];
  const close = () => {
    if (entry.length > 0 && variableRowMatches(entry.map(el => el.textContent ?? '').join(' '), query)) visible.add(entry[0]);
    entry = [];
  };
  for (const el of Array.from(root.children)) {
    if (HEADING.test(el.tagName)) close();
    if (el.tagName === 'H3' || entry.length > 0) entry.push(el);
  }
  close();
  return visible.size;
}

function filter(root: Element, query: string, items: 'variables' | 'messages'): void {
  const visible = new Set<Element>();
  const matches = items === 'messages' ? filterEntries(root, query, visible) : filterRows(root, query, visible);
  hideEmptySections(root, query.trim() !== '', visible);
  const status = root.querySelector(`[${VARIABLE_COUNT}]`);
  if (status) status.textContent = variableCountText(matches, query, items);
}

/**
 * While filtering, only sections (an h2 or h3 and what follows it) holding a visible element
 * stay, with the h2 above a kept h3; the filter box itself always stays.
 */
function hideEmptySections(root: Element, filtering: boolean, visible: Set<Element>) {
  const blocks = Array.from(root.children);
  const box = root.querySelector(`.${VARIABLE_FILTER_BOX}`);
  let section: Element[] = [];
  let parent: Element[] = [];
  let parentKept = false;
  const close = () => {
    const keep = !filtering || section.some(el => el === box || el.contains(box) || Array.from(visible).some(t => el === t || el.contains(t)));
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
