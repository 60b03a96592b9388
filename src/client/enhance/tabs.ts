import { localStore } from '../storage';
import { rememberedTab, tabSetsToRestore, tabStorageKey } from './tabMemory';

/** Shows the tab with `value` in one tab set (its tab selected and focusable, its panel shown). */
function selectTab(tabs: Element, value: string): boolean {
  const buttons = Array.from(tabs.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
  if (!buttons.some(button => button.dataset.value === value)) return false;
  for (const button of buttons) {
    const selected = button.dataset.value === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
  return true;
}

/** Chooses a tab; tab sets of the same group switch together and remember it across pages. */
function choose(tabs: Element, value: string): void {
  selectTab(tabs, value);
  const group = (tabs as HTMLElement).dataset.tabsGroup;
  if (!group) return;
  localStore().set(tabStorageKey(group), value);
  for (const other of Array.from(document.querySelectorAll(`[data-tabs-group="${CSS.escape(group)}"]`))) {
    if (other !== tabs) selectTab(other, value);
  }
}

/** Restores each grouped tab set under `root` to the reader's remembered choice. */
export function restoreTabs(root: Element): void {
  for (const tabs of tabSetsToRestore(root)) selectTab(tabs, rememberedTab(tabs)!);
}

const tabOf = (event: Event) => (event.target as Element).closest?.('[role="tab"]') as HTMLElement | null;

/** A click on a tab selects it. Returns true when the click was a tab's. */
export function tabOnClick(event: MouseEvent): boolean {
  const tab = tabOf(event);
  const tabs = tab?.closest('.tabs');
  if (!tab || !tabs) return false;
  choose(tabs, tab.dataset.value ?? '');
  return true;
}

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation). */
export function tabOnKeyDown(event: KeyboardEvent): void {
  const tab = tabOf(event);
  const tabs = tab?.closest('.tabs');
  if (!tab || !tabs) return;
  const buttons = Array.from(tabs.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
  const index = buttons.indexOf(tab);
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 };
  if (!(event.key in moves)) return;
  event.preventDefault();
  const next = buttons[(moves[event.key] + buttons.length) % buttons.length];
  choose(tabs, next.dataset.value ?? '');
  next.focus();
}
