import createEmotion from '@emotion/css/create-instance';
import type { EmotionCache } from '@emotion/cache';
import { EMOTION_KEY, SERVED_STYLES_ID, servedNames } from '../lib/servedStyles';

/**
 * The browser's Emotion cache: the names of the rules the server already served
 * (src/lib/servedStyles.ts) are marked inserted with Emotion's `hydrate`, the client half of
 * `extractCritical`, so they are not inserted again; new rules go right after the served
 * sheet, so they win over it where Emotion's order says they should. Without a served sheet
 * (`gatsby develop`) nothing is marked. Like the server's (src/gatsby/ssr/serverEmotion.ts), it
 * adds no vendor prefixes: Emotion's are for old flexbox (IE 10, Safari 8), and importing
 * stylis' prefixer would add a second copy of it to the app chunk (Emotion bundles its own).
 */
export function browserEmotionCache(doc: Document = document): EmotionCache {
  const served = doc.getElementById(SERVED_STYLES_ID) || undefined;
  const { cache, hydrate } = createEmotion({ key: EMOTION_KEY, insertionPoint: served, stylisPlugins: [] });
  hydrate(servedNames(served?.textContent || ''));
  return cache;
}
