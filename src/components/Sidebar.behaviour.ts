import type { Control } from './controls';

/** The disclosure buttons inside the sidebar's trees, whose island ids Sidebar.tsx writes. */
const TOGGLE = 'button[aria-expanded][aria-controls]';

/**
 * A click on a category's toggle shows or hides the list its `aria-controls` names. The
 * toggle is found by its ARIA disclosure attributes, which the sidebar has to write anyway,
 * inside the island ids `${idPrefix}-tree` Sidebar.tsx gives the docs column ('sidebar') and
 * the mobile drawer ('drawer', DrawerDialog.tsx), so other disclosure buttons stay their own.
 * These strings are written here rather than shared: Sidebar.tsx is first-load code, and a
 * constant it shared with this lazy behaviour would cost a module on every page with a sidebar.
 */
export const sidebarCategories: Control = {
  selector: `#sidebar-tree ${TOGGLE}, #drawer-tree ${TOGGLE}`,
  click(button) {
    const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!target) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    const label = button.getAttribute('aria-label');
    if (label) button.setAttribute('aria-label', label.replace(/^(Collapse|Expand)/, open ? 'Collapse' : 'Expand'));
    target.hidden = !open;
  },
};
