import createCache, { type EmotionCache } from '@emotion/cache';
import { EMOTION_KEY, SERVED_STYLES_ID, skipServedRules } from '../lib/servedStyles';

/**
 * The browser's Emotion cache: rules the server already served (src/lib/servedStyles.ts) are
 * not inserted again, and new ones go right after the served sheet, so they win over it
 * where Emotion's order says they should. Without a served sheet (`gatsby develop`) it is
 * Emotion's default cache. Like the server's (src/gatsby/ssr/serverEmotion.ts), it adds no
 * vendor prefixes: Emotion's are for old flexbox (IE 10, Safari 8), and importing stylis'
 * prefixer would add a second copy of it to the app chunk (Emotion bundles its own).
 */
export function browserEmotionCache(doc: Document = document): EmotionCache {
  const served = doc.getElementById(SERVED_STYLES_ID) || undefined;
  return createCache({ key: EMOTION_KEY, insertionPoint: served, stylisPlugins: [skipServedRules(served?.textContent || '')] });
}
