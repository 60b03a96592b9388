import createCache, { type EmotionCache } from '@emotion/cache';
import { SSR_STYLE_ATTRIBUTE } from '../lib/hoistStyles';

/**
 * The browser's Emotion cache. It knows every style the server rendered (hoisted into <head>
 * by the post-build, see src/lib/hoistStyles.ts) without moving those elements, so starting
 * the app restyles nothing; styles first used in the browser are inserted right after them,
 * keeping the cascade order Emotion would give them.
 */
export function createBrowserEmotionCache(doc: Document = document): EmotionCache {
  const rendered = Array.from(doc.head.querySelectorAll<HTMLStyleElement>(`style[${SSR_STYLE_ATTRIBUTE}]`));
  const cache = createCache({ key: 'css', insertionPoint: rendered[rendered.length - 1] });
  for (const style of rendered) for (const name of (style.getAttribute(SSR_STYLE_ATTRIBUTE) ?? '').split(' ')) if (name) cache.inserted[name] = true;
  return cache;
}
