import { pendingBlockSelector, RENDERED_ATTRIBUTE } from '../lib/lazyBlocks';

/*
 * Blocks away from the window skip rendering on first load (src/lib/lazyBlocks.ts). Left
 * that way, a full-page capture (the screenshot a reader attaches to a bug report) shows
 * blank holes where blocks were never drawn. So once the page is idle, the blocks still
 * skipped are rendered for good, a few at a time: each batch is small enough that the
 * frame drawing it stays far from a long task, and the reader's input always comes first.
 */

/** Blocks rendered per idle period (style, layout and paint of them in the next frame; a block is a paragraph, a list, a table or a code block). */
const BLOCKS_PER_BATCH = 12;

let generation = 0;

// Safari has no requestIdleCallback: a short timeout stands in for it.
const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 200);

/** Renders the blocks of the page on screen that still skip rendering, batch by batch while idle. */
export function renderLazyBlocksWhenIdle(): void {
  const own = ++generation;
  const selector = pendingBlockSelector();
  const batch = () => {
    if (own !== generation) return; // a newer page took over
    const pending = document.querySelectorAll(selector);
    if (pending.length === 0) return;
    for (let i = 0; i < Math.min(pending.length, BLOCKS_PER_BATCH); i++) pending[i].setAttribute(RENDERED_ATTRIBUTE, '');
    // The next batch waits for a frame (that draws this one) and then for idle time again.
    requestAnimationFrame(() => whenIdle(batch));
  };
  whenIdle(batch);
}
