/**
 * A tab set's first-load part (listed in src/components/firstLoadParts.ts): a key that
 * moves between tabs, pressed before the controls' chunk is here, waits for it, its default
 * (scrolling the page) prevented at once; a tab set whose group has a remembered choice
 * brings the chunk at once, whose behaviour (Tabs.behaviour.ts) shows it.
 */
import type { FirstLoad } from '../controlTypes';
import { localStore } from '../../client/storage';
import { TAB_GROUP, isTabKey, tabStorageKey } from './Tabs.attributes';

export const tabSetsFirstLoad: FirstLoad = {
  key(event) {
    if (!isTabKey(event.key) || !(event.target as Element).closest('[role="tab"]')) return false;
    event.preventDefault();
    return true;
  },
  waiting: island =>
    Array.from(island.querySelectorAll(`[${TAB_GROUP}]`)).some(tabs => localStore().get(tabStorageKey(tabs.getAttribute(TAB_GROUP)!)) !== null),
};
