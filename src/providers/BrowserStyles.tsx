import React from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { browserEmotionCache } from '../client/emotionCache';

let cache: EmotionCache | undefined;

/**
 * The browser's Emotion cache, created on first render, when the served styles are in the
 * document (src/client/emotionCache.ts). The server render has its own, set around the
 * page by src/gatsby/server-styles.tsx. A context provider renders no element, so the two
 * trees hydrate alike.
 */
export function BrowserStyles({ children }: { children: React.ReactNode }) {
  if (typeof document === 'undefined') return <>{children}</>;
  return <CacheProvider value={(cache ??= browserEmotionCache())}>{children}</CacheProvider>;
}
