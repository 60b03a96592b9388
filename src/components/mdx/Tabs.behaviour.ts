import type { Control } from '../controlTypes';
import { localStore } from '../../client/storage';
import { TAB_GROUP, TAB_SET, TAB_VALUE, isTabKey, tabStorageKey, type TabKey } from './Tabs.attributes';

const tabsOf = (tabs: Element) => Array.from(tabs.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));

/** Shows the tab with `value` in one tab set (its tab selected and focusable, its panel shown). */
function selectTab(tabs: Element, value: string): void {
  const buttons = tabsOf(tabs);
  if (!buttons.some(button => button.getAttribute(TAB_VALUE) === value)) return;
  for (const button of buttons) {
    const selected = button.getAttribute(TAB_VALUE) === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
}

/** Chooses a tab; tab sets of the same group switch together and remember it across pages. */
function choose(tabs: Element, value: string): void {
  selectTab(tabs, value);
  const group = tabs.getAttribute(TAB_GROUP);
  if (!group) return;
  localStore().set(tabStorageKey(group), value);
  for (const other of Array.from(document.querySelectorAll(`[${TAB_GROUP}="${CSS.escape(group)}"]`))) {
    if (other !== tabs) selectTab(other, value);
  }
}

/**
 * A click selects a tab; arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern,
 * automatic activation); grouped tab sets show the reader's remembered choice.
 */
export const tabSets: Control = {
  selector: `.${TAB_SET} > [role="tablist"] > [role="tab"]`,
  click(tab) {
    choose(tab.closest(`.${TAB_SET}`)!, tab.getAttribute(TAB_VALUE) ?? '');
  },
  keydown(tab, event) {
    const tabs = tab.closest(`.${TAB_SET}`)!;
    const buttons = tabsOf(tabs);
    const index = buttons.indexOf(tab);
    // One entry per key of TAB_KEYS (tsc holds them equal), which the first-load part also holds.
    const moves: Record<TabKey, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 };
    if (!isTabKey(event.key)) return;
    event.preventDefault();
    const next = buttons[(moves[event.key] + buttons.length) % buttons.length];
    choose(tabs, next.getAttribute(TAB_VALUE) ?? '');
    next.focus();
  },
  restore(island) {
    for (const tabs of Array.from(island.querySelectorAll(`[${TAB_GROUP}]`))) {
      const remembered = localStore().get(tabStorageKey(tabs.getAttribute(TAB_GROUP)!));
      if (remembered !== null) selectTab(tabs, remembered);
    }
  },
};
