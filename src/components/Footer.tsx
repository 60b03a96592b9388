import React from 'react';
import { StaticIsland } from './StaticIsland';

/*
 * The footer never changes after the build: the browser adopts the server's markup and its
 * links work through the app's link handler (src/client/appLinks.ts), so its component
 * stays out of the bundle.
 * A require() in a dead branch is what webpack drops; the condition must be written out
 * here (webpack does not evaluate an imported constant).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FooterContent: React.ComponentType | null = process.env.DOCS_BROWSER_BUNDLE === 'true' ? null : require('./FooterContent').FooterContent;

export function Footer() {
  return (
    <StaticIsland id="site-footer" as="footer" shell>
      {FooterContent && <FooterContent />}
    </StaticIsland>
  );
}
