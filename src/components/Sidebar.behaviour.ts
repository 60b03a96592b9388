import type { Control } from './controls';
import { CATEGORY_TOGGLE } from './Sidebar.attributes';

/** A click on a category's toggle shows or hides the list its `aria-controls` names. */
export const sidebarCategories: Control = {
  selector: `button[${CATEGORY_TOGGLE}]`,
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
