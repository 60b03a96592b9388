import type { Control } from './controls';

/**
 * A click on a category's toggle shows or hides the list its `aria-controls` names. The
 * toggle is found by its ARIA disclosure attributes, which the sidebar has to write anyway,
 * rather than by a marker of its own: Sidebar.tsx is first-load code, and a constant it
 * shared with this lazy behaviour would cost a module of its own on every page with a sidebar.
 */
export const sidebarCategories: Control = {
  selector: 'button[aria-expanded][aria-controls]',
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
