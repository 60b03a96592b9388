import React from 'react';
import { ColorModeProvider } from './ColorModeProvider';
import { AnnouncementProvider } from './AnnouncementProvider';
import { VersionProvider } from './VersionProvider';
import { BrowserStyles } from './BrowserStyles';

/** Wrapped around the whole app by gatsby-browser and gatsby-ssr alike. */
export function SiteProviders({ children }: { children: React.ReactNode }) {
  return (
    <BrowserStyles>
      <ColorModeProvider>
        <AnnouncementProvider>
          <VersionProvider>{children}</VersionProvider>
        </AnnouncementProvider>
      </ColorModeProvider>
    </BrowserStyles>
  );
}
