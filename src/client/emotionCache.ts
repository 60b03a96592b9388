import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { SERVED_STYLES_ID, servedClassNames, skipServedRules } from '../lib/servedStyles';

/**
 * The browser's Emotion cache: rules the server already served (src/lib/servedStyles.ts) are
 * not inserted again, and new ones go right after the served sheet, so they win over it
 * where Emotion's order says they should. Without a served sheet (`gatsby develop`) it is
 * Emotion's default cache. Emotion's own prefixer stays first, as in its default plugins.
 */
export function browserEmotionCache(doc: Document = document): EmotionCache {
  const served = doc.getElementById(SERVED_STYLES_ID) ?? undefined;
  const names = servedClassNames(served?.textContent ?? '');
  return createCache({ key: 'css', insertionPoint: served, stylisPlugins: [prefixer, skipServedRules(names)] });
}
