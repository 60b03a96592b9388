import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/**
 * An Emotion cache for a server render, with `@emotion/server`'s extractor: Emotion then
 * writes no <style> into the markup, and `extractCritical(html)` returns the rules of the
 * classes the HTML uses. The key is the browser's (src/client/emotionCache.ts), so class
 * names match on hydration.
 */
export function serverEmotion() {
  const cache = createCache({ key: 'css' });
  return { cache, extractCritical: createEmotionServer(cache).extractCritical };
}
