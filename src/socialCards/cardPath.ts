/**
 * Where a page's social card is and how large it is: the build draws it there
 * (writeSocialCards.ts) and the page's head points at it (src/components/Seo.tsx). Plain
 * TypeScript with no Node imports, the one file of this folder the browser bundle may import.
 */

/** Social card image of a page: `/og/docs/setup/installation.png`, `/og/index.png` for `/`. */
export function socialCardPath(route: string): string {
  if (route === '/' || route === '') return '/og/index.png';
  if (route.endsWith('/')) return `/og${route}index.png`;
  return `/og${route}.png`;
}

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;
