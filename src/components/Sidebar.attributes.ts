/** On a sidebar category's toggle: the markup Sidebar.tsx shares with its behaviour (Sidebar.behaviour.ts). */
export const CATEGORY_TOGGLE = 'data-toggle';
