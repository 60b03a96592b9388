import type { Control } from './controlTypes';
import { COLLAPSE, EXPAND, SIDEBAR_TREES } from './Sidebar.attributes';

/** The disclosure buttons inside the sidebar's trees. */
const TOGGLE = 'button[aria-expanded][aria-controls]';

/**
 * A click on a category's toggle shows or hides the list its `aria-controls` names. The
 * toggle is found by its ARIA disclosure attributes, which the sidebar has to write anyway,
 * inside the sidebar's tree islands, so other disclosure buttons stay their own.
 */
export const sidebarCategories: Control = {
  selector: SIDEBAR_TREES.map(id => `#${id} ${TOGGLE}`).join(', '),
  click(button) {
    const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!target) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    const label = button.getAttribute('aria-label');
    if (label) button.setAttribute('aria-label', label.replace(open ? EXPAND : COLLAPSE, open ? COLLAPSE : EXPAND));
    target.hidden = !open;
  },
};
