import React from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ColorModeProvider } from './ColorModeProvider';
import { AnnouncementProvider } from './AnnouncementProvider';
import { VersionProvider } from './VersionProvider';
import { browserEmotionCache } from '../client/emotionCache';

let cache: EmotionCache | undefined;

/**
 * Wrapped around the whole app by gatsby-browser and gatsby-ssr alike. In the browser it
 * gives Emotion the site's cache, created on first render, when the served styles are in
 * the document (src/client/emotionCache.ts); the server render has its own, set around the
 * page by src/gatsby/ssr/serverStyles.tsx. A context provider renders no element, so both
 * trees hydrate alike.
 */
export function SiteProviders({ children }: { children: React.ReactNode }) {
  const providers = (
    <ColorModeProvider>
      <AnnouncementProvider>
        <VersionProvider>{children}</VersionProvider>
      </AnnouncementProvider>
    </ColorModeProvider>
  );
  return typeof document === 'undefined' ? providers : <CacheProvider value={(cache ??= browserEmotionCache())}>{providers}</CacheProvider>;
}
