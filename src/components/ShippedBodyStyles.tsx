import { useState } from 'react';
import { withEmotionCache, type SerializedStyles } from '@emotion/react';
import { isHydrating } from '../client/hydration';

/**
 * Registers with Emotion the styles of a body's parts (bodyPartStyle), so that the template's
 * chunk carries them once instead of every page's data (the build leaves their rules out of
 * `bodyCss`: src/gatsby/page-bodies.tsx). On the server the page's served sheet takes those its
 * HTML uses. While the first page hydrates they are there already, so nothing is inserted
 * (test/e2e/startupStyles.test.ts); a page the browser renders itself inserts what it lacks.
 * Keyed by the page, each page decides once. The rules go in as they render, under the class
 * names of the body's HTML, through the cache's own insert (as Emotion's `css` prop does).
 */
export const ShippedBodyStyles = withEmotionCache(({ styles }: { styles: SerializedStyles[] }, cache) => {
  const [register] = useState(() => typeof document === 'undefined' || !isHydrating());
  if (register)
    for (const style of styles) {
      const className = `${cache.key}-${style.name}`;
      // Registered, a class goes into the served sheet only where the page's HTML uses it (@emotion/server).
      cache.registered[className] = style.styles;
      if (cache.inserted[style.name] === undefined) cache.insert(`.${className}`, style, cache.sheet, true);
    }
  return null;
});
