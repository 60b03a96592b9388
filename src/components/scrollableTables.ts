/**
 * Run at once on every island by useIslandControls, on every table in it (ScrollTable.tsx and
 * the API bodies' tables alike): neither a lazy control (`.behaviour.ts`) nor a control's
 * first-load part (`.firstLoad.ts`, listed in firstLoadParts.ts), so a module of its own.
 * Tables scroll sideways when too wide (global CSS). While one does, it is a Tab stop so
 * keyboard users can scroll it (WCAG 2.1.1, axe `scrollable-region-focusable`); when it
 * fits, it is not. A table far down a long page may not be laid out yet when this first
 * looks (src/lib/lazyBlocks.ts): it is measured again when it renders (its box changes
 * from the assumed height to its own), and whenever its box or its rows change size.
 * Returns the cleanup.
 */
export function watchScrollableTables(root: Element): () => void {
  const tables = Array.from(root.querySelectorAll<HTMLTableElement>('table'));
  const update = (table: HTMLTableElement) => {
    if (table.scrollWidth > table.clientWidth + 1) table.setAttribute('tabindex', '0');
    else table.removeAttribute('tabindex');
  };
  tables.forEach(update);
  if (tables.length === 0 || typeof ResizeObserver === 'undefined') return () => undefined;
  // A table's box follows the viewport; its sections follow the content (rows filtered).
  const observer = new ResizeObserver(entries => {
    for (const entry of entries) {
      const table = entry.target.closest('table');
      if (table) update(table);
    }
  });
  for (const table of tables) for (const part of [table, ...Array.from(table.children)]) observer.observe(part);
  return () => observer.disconnect();
}
