/** The markup of a tab set, shared by Tabs.tsx, its behaviour (Tabs.behaviour.ts) and styles. */

/** Class of a tab set. */
export const TAB_SET = 'tabs';
/** On a tab: the value it stands for. */
export const TAB_VALUE = 'data-value';
/** On a tab set: the group whose sets switch together and remember the choice (read early by Tabs.firstLoad.ts, written out). */
export const TAB_GROUP = 'data-tabs-group';
