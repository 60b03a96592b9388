import React from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { adoptServerStyles } from '../client/emotionCache';

/**
 * Outermost on the page, so it renders before any styled component inserts a style: in the
 * browser it teaches Emotion's cache the styles the server rendered (src/client/emotionCache.ts).
 * The server render has no document and nothing to adopt.
 */
export function ServerStyles({ children }: { children: React.ReactNode }) {
  const cache = useEmotionCache();
  if (cache && typeof document !== 'undefined') adoptServerStyles(cache);
  return <>{children}</>;
}
