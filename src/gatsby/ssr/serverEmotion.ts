import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { EMOTION_KEY } from '../../lib/servedStyles';

/**
 * An Emotion cache for a server render, with `@emotion/server`'s extractor: Emotion then
 * writes no <style> into the markup, and `extractCritical(html)` returns the rules of the
 * classes the HTML uses. The key is the browser's (EMOTION_KEY), so class
 * names match on hydration, and like the browser's it adds no vendor prefixes (the same
 * rules on both sides; Emotion's prefixes are for old flexbox, IE 10 and Safari 8).
 */
export function serverEmotion() {
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] });
  return { cache, extractCritical: createEmotionServer(cache).extractCritical };
}
