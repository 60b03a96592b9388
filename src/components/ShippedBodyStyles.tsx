import { useState } from 'react';
import { withEmotionCache, type SerializedStyles } from '@emotion/react';
import { insertStyles } from '@emotion/utils';
import { isHydrating } from '../client/hydration';

/**
 * Registers with Emotion the styles of a body's parts (bodyPartStyle), so that the template's
 * chunk carries them once instead of every page's data (the build leaves their rules out of
 * `bodyCss`: src/gatsby/bodies/pageBodies.tsx). On the server the page's served sheet takes those its
 * HTML uses. While the first page hydrates they are there already, so nothing is inserted
 * (test/e2e/startupStyles.test.ts); a page the browser renders itself inserts what it lacks.
 * Keyed by the page, each page decides once. Emotion's own `insertStyles` (what its `css` prop
 * calls) registers each style under the class name of the body's HTML and inserts it once.
 */
export const ShippedBodyStyles = withEmotionCache(({ styles }: { styles: SerializedStyles[] }, cache) => {
  const [register] = useState(() => typeof document === 'undefined' || !isHydrating());
  if (register) for (const style of styles) insertStyles(cache, style, false);
  return null;
});
