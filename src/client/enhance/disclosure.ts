/**
 * A click on a `button[data-toggle]` shows or hides the element its `aria-controls` names
 * (sidebar categories). Returns true when the click was such a button's.
 */
export function toggleOnClick(event: MouseEvent): boolean {
  const button = (event.target as Element).closest?.('button[data-toggle]') as HTMLButtonElement | null;
  if (!button) return false;
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!target) return true;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  const label = button.getAttribute('aria-label');
  if (label) button.setAttribute('aria-label', label.replace(/^(Collapse|Expand)/, open ? 'Collapse' : 'Expand'));
  target.hidden = !open;
  return true;
}
