/**
 * Which heading the "On this page" list marks as current (pure: positions in, index out).
 * A heading counts once it has passed a reading line a third of the way down the window,
 * so the mark moves when a reader starts reading a section, not when its heading leaves
 * the screen. Near the end of the page the line slides down to the window's bottom, so the
 * last sections, which can never scroll up to the line, still become current in turn.
 */
interface ReadingView {
  /** Height of the window. */
  viewport: number;
  /** How far the page can still scroll down. */
  remaining: number;
}

export function activeHeadingIndex(tops: readonly number[], { viewport, remaining }: ReadingView): number {
  if (tops.length === 0) return -1;
  const line = viewport / 3;
  // Over the last screenful of scrolling, the line moves from its place to the bottom.
  const slide = remaining >= viewport ? 0 : 1 - Math.max(remaining, 0) / viewport;
  const threshold = line + (viewport - line) * slide - 1;
  let current = 0;
  tops.forEach((top, index) => {
    if (top <= threshold) current = index;
  });
  return current;
}
