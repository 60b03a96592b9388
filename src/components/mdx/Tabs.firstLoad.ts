/**
 * A tab set's group and the choice remembered for it across pages: shared by Tabs.tsx, its
 * behaviour and the first-load check for remembered choices (src/components/controls.firstLoad.ts).
 * The group's attribute name is here rather than in Tabs.attributes.ts because first-load
 * code reads it: a constant imported by both the first-load code and the lazy chunk costs
 * a module of its own on every page.
 */
import { localStore } from '../../client/storage';

/** On a tab set: the group whose sets switch together and remember the choice. */
export const TAB_GROUP = 'data-tabs-group';

/** Where a tab group's chosen value is remembered across pages. */
export const tabStorageKey = (group: string) => `docs-tabs.${group}`;

/** The remembered choice of a tab set's group, if any. */
export const rememberedTab = (tabs: Element): string | null => {
  const group = tabs.getAttribute(TAB_GROUP);
  return group ? localStore().get(tabStorageKey(group)) : null;
};

/** The tab sets under `root` whose group has a remembered choice. */
export const tabSetsToRestore = (root: Element): Element[] => Array.from(root.querySelectorAll(`[${TAB_GROUP}]`)).filter(tabs => rememberedTab(tabs) !== null);
