import type React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { wrapPage, wrapRoot } from './src/components/PageShell';
import { navigationProgress, trackHistoryMoves } from './src/client/progressBar';
import { handleAppLinks } from './src/client/appLinks';
import { watchResourceFailures } from './src/client/resourceFailure';
import { normaliseHtmlSuffix } from './src/client/htmlSuffix';
import { pathPrefix } from './src/client/pathPrefix';
import { BOOT_FLAG } from './src/lib/basePathCheck';
import { APP_READY_ATTRIBUTE } from './src/lib/appReady';
import { setHydrating } from './src/client/hydration';
import { pageRendered, restoreReadingPosition, trackReadingPosition } from './src/client/readingPosition';
import { renderLazyBlocksWhenIdle } from './src/client/renderLazyBlocks';
import { isProductionBuild } from './src/lib/environment';

// The router's key of a history entry; "initial" names the entry the site was loaded in.
const historyKey = (location: Location) => (location as Location & { key?: string }).key ?? 'initial';

// Tells the inline base-path check that the app's scripts arrived.
window[BOOT_FLAG as 'docsBooted'] = true;

let renderInsteadOfHydrate = false;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  watchResourceFailures();
  renderInsteadOfHydrate = normaliseHtmlSuffix(pathPrefix());
};

// Back, forward and reload put the reader at the block they left, not at a pixel offset
// that blocks rendered since may have moved (src/client/readingPosition.ts). A link to a
// heading still scrolls to the heading.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps: { location } }) =>
  Boolean(location.hash) || !restoreReadingPosition(location.pathname, historyKey(location));

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  setHydrating(false);
  handleAppLinks();
  trackHistoryMoves();
  trackReadingPosition();
  // Runs after the whole first render's effects (a parent's effect follows its children's).
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  navigationProgress.done();
  pageRendered(location.pathname, historyKey(location));
  renderLazyBlocksWhenIdle();
};

/*
 * Hydrate the server's HTML, except where there is none to match: `gatsby develop` serves
 * an empty shell, and after a `.html` address was rewritten the served HTML is the 404
 * page. Those render afresh. While hydrating, static islands adopt the server's markup.
 * The returned cleanup is how Gatsby unmounts what it rendered this way (develop's
 * first-load indicator); without it Gatsby falls back to the legacy unmount and React warns.
 */
export const replaceHydrateFunction = (() => (element: React.ReactElement, container: Element) => {
  if (!isProductionBuild() || renderInsteadOfHydrate) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  setHydrating(true);
  // In a transition React hydrates in slices of a few milliseconds and yields between
  // them, so first-load hydration is no single long task (mobile TBT).
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}) as unknown as GatsbyBrowser['replaceHydrateFunction'];

export const wrapRootElement = wrapRoot as GatsbyBrowser['wrapRootElement'];
export const wrapPageElement = wrapPage as unknown as GatsbyBrowser['wrapPageElement'];
