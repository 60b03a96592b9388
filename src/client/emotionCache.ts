import type { EmotionCache } from '@emotion/react';
import { SSR_STYLE_ATTRIBUTE } from '../lib/emotionSsrAttribute';

const adopted = new WeakSet<EmotionCache>();

/**
 * Teaches Emotion's own browser cache every style the server rendered (hoisted into <head>
 * by the post-build, see src/lib/hoistStyles.ts) without moving those elements, so starting
 * the app restyles nothing; styles first used in the browser are inserted right after them,
 * keeping the cascade order Emotion would give them. Runs once per cache, before anything
 * inserts into it; without server styles (`gatsby develop`) the cache is left as it is.
 */
export function adoptServerStyles(cache: EmotionCache, doc: Document = document): void {
  if (adopted.has(cache)) return;
  adopted.add(cache);
  const rendered = Array.from(doc.head.querySelectorAll<HTMLStyleElement>(`style[${SSR_STYLE_ATTRIBUTE}]`));
  if (rendered.length === 0) return;
  // The sheet puts its first tag after its insertion point, and every later one after the last.
  (cache.sheet as EmotionCache['sheet'] & { insertionPoint?: HTMLElement }).insertionPoint = rendered[rendered.length - 1];
  for (const style of rendered) for (const name of (style.getAttribute(SSR_STYLE_ATTRIBUTE) ?? '').split(' ')) if (name) cache.inserted[name] = true;
}
