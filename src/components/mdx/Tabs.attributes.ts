/** The markup tab sets share with their behaviour (Tabs.tsx, Tabs.behaviour.ts); the group's attribute is in Tabs.firstLoad.ts. */

/** Class of a tab set. */
export const TAB_SET = 'tabs';
/** On a tab: the value it stands for. */
export const TAB_VALUE = 'data-value';
