/** The markup of a tab set, shared by Tabs.tsx, its behaviour (Tabs.behaviour.ts), its first-load part (Tabs.firstLoad.ts) and styles. */

/** Class of a tab set. */
export const TAB_SET = 'tabs';
/** On a tab: the value it stands for. */
export const TAB_VALUE = 'data-value';
/** On a tab panel: its tab's label, which a page without JavaScript shows above the panel (Tabs.style.ts stacks the panels there). */
export const TAB_LABEL = 'data-label';
/** On a tab set: the group whose sets switch together and remember the choice. */
export const TAB_GROUP = 'data-tabs-group';

/** Where a tab group's chosen value is remembered across pages (the behaviour keeps it, the first-load part looks for it). */
export const tabStorageKey = (group: string) => `docs-tabs.${group}`;

/** The keys that move between tabs: the behaviour's moves, and the keys the first-load part holds until the behaviour arrives. */
const TAB_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'] as const;
export type TabKey = (typeof TAB_KEYS)[number];
export const isTabKey = (key: string): key is TabKey => (TAB_KEYS as readonly string[]).includes(key);
