/**
 * Scrolls `container` (a scrolling sidebar) so its current entry (`aria-current="page"`)
 * is in view, centred when it was out of view; leaves it alone when already visible. Only
 * the container scrolls: the window and the layout stay where they are.
 */
export function revealCurrentEntry(container: HTMLElement | null): void {
  const current = container?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!container || !current) return;
  const box = container.getBoundingClientRect();
  const entry = current.getBoundingClientRect();
  if (entry.top >= box.top && entry.bottom <= box.bottom) return;
  container.scrollTop += entry.top - box.top - (container.clientHeight - entry.height) / 2;
}
