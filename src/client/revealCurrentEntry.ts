/**
 * Scrolls `container` (a scrolling sidebar) so its current entry (`aria-current="page"`)
 * is in view, centred when it was out of view; leaves it alone when already visible. Only
 * the container scrolls: the window and the layout stay where they are.
 *
 * "In view" means inside the part of the container the window shows: while the page is
 * at its top, a sticky sidebar below the announcement bar reaches past the window's bottom.
 */
export function revealCurrentEntry(container: HTMLElement | null, windowHeight: number = window.innerHeight): void {
  const current = container?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!container || !current) return;
  const box = container.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, windowHeight);
  const entry = current.getBoundingClientRect();
  if (entry.top >= top && entry.bottom <= bottom) return;
  container.scrollTop += entry.top - top - (bottom - top - entry.height) / 2;
}
