import { localStore } from '../storage';

/** Where a tab group's chosen value is remembered across pages. */
export const tabStorageKey = (group: string) => `docs-tabs.${group}`;

/** The remembered choice of a tab set's group, if any. */
export const rememberedTab = (tabs: HTMLElement): string | null => (tabs.dataset.tabsGroup ? localStore().get(tabStorageKey(tabs.dataset.tabsGroup)) : null);

/** The tab sets under `root` whose group has a remembered choice. */
export const tabSetsToRestore = (root: Element): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-tabs-group]')).filter(tabs => rememberedTab(tabs) !== null);
