import { sessionStore } from './storage';
import { LAZY_BLOCKS } from '../lib/lazyBlocks';

/*
 * Where the reader is on a page, kept per history entry as "block N, so many pixels from
 * the top of the window". Gatsby alone restores a page by its pixel offset, which is only
 * right when every block above has its real height; a block that was never rendered
 * (src/lib/lazyBlocks.ts) still has its assumed one, e.g. after the reader jumped past it
 * by a link. Counted in blocks, going back or reloading lands on the same text.
 */
const BLOCKS = LAZY_BLOCKS.map(block => block.selector).join(', ');

interface ReadingPosition {
  block: number;
  top: number;
}

const storageKey = (pathname: string, key: string) => `reading|${pathname}|${key}`;

/** The history entry whose page is on screen (the URL changes before its page renders). */
let rendered: string | null = null;

/** Records that the page of this location is now on screen. `key` is the router's history key. */
export function pageRendered(pathname: string, key: string): void {
  rendered = storageKey(pathname, key);
}

function save(): void {
  const key = rendered;
  if (!key) return;
  const blocks = document.querySelectorAll(BLOCKS);
  for (let index = 0; index < blocks.length; index++) {
    const { top, bottom } = blocks[index].getBoundingClientRect();
    if (bottom > 0) {
      sessionStore().set(key, JSON.stringify({ block: index, top: Math.round(top) } satisfies ReadingPosition));
      return;
    }
  }
  sessionStore().remove(key);
}

/**
 * Keeps the reading position of the page on screen up to date, once a frame at most while
 * scrolling. The browser's own restoring is turned off: on "back" it would scroll the page
 * being left to the offset of the one returned to, before that one renders.
 */
export function trackReadingPosition(): void {
  window.history.scrollRestoration = 'manual';
  let pending = false;
  window.addEventListener(
    'scroll',
    () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        save();
      });
    },
    { passive: true },
  );
}

/** About half a second of frames: long enough for the blocks around the reader to render. */
const SETTLE_FRAMES = 30;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls the page back to the block the reader left it at, for the history entry `key` of
 * `pathname`; false when none was saved or the page no longer has that block. Blocks above
 * it that render in the next frames change its place, so it is held there for a moment,
 * until the reader takes over.
 */
export function restoreReadingPosition(pathname: string, key: string): boolean {
  let saved: ReadingPosition;
  try {
    saved = JSON.parse(sessionStore().get(storageKey(pathname, key)) ?? 'null') as ReadingPosition;
  } catch {
    return false;
  }
  const block = saved && document.querySelectorAll(BLOCKS)[saved.block];
  if (!block) return false;
  let frames = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    READER_INPUT.forEach(type => window.removeEventListener(type, stop));
  };
  READER_INPUT.forEach(type => window.addEventListener(type, stop, { passive: true }));
  // A block not rendered yet has its assumed height, so it is first brought into the window
  // (which renders it) and only then put where the reader had it.
  const rendered = () => block.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) ?? true;
  const hold = () => {
    if (stopped) return;
    if (!block.isConnected || frames === SETTLE_FRAMES) return stop();
    const drift = block.getBoundingClientRect().top - (rendered() ? saved.top : Math.max(saved.top, 0));
    if (Math.abs(drift) >= 1) window.scrollBy(0, drift);
    frames++;
    requestAnimationFrame(hold);
  };
  hold();
  return true;
}
