/**
 * The names the sidebar's markup (Sidebar.tsx) and its behaviour (Sidebar.behaviour.ts) share.
 * Sidebar.tsx is first-load code on every docs page and writes them out: a constant imported
 * by it and by the lazy behaviour would cost a module of its own on six page types (about
 * 45 bytes gzip each) for three short words, so test/unit/components/sidebarMarkup.test.tsx holds the
 * copy equal instead: it fails if the markup and these differ.
 */

/** The ids of the tree islands: the docs column's (idPrefix 'sidebar') and the mobile drawer's ('drawer', DrawerDialog.tsx). */
export const SIDEBAR_TREES = ['sidebar-tree', 'drawer-tree'];

/** A category toggle's label starts with what a click does: collapse an open category, expand a closed one. */
export const COLLAPSE = 'Collapse';
export const EXPAND = 'Expand';
