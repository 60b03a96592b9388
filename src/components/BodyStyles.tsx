import React, { useState } from 'react';
import { isHydrating } from '../client/hydration';

/**
 * The CSS rules of the page's bodies rendered at build time (their components are not in
 * the browser bundle, so Emotion cannot insert their styles; the prop is not called `css`,
 * which Emotion's JSX would take as styles of its own). The build puts them in <head>
 * (src/gatsby/ssr/serverStyles.tsx), so on first load they are there already; a page the
 * browser renders itself (client-side navigation, `gatsby develop`) carries them here.
 */
export function BodyStyles({ rules }: { rules?: string }) {
  const [inHead] = useState(() => typeof document === 'undefined' || isHydrating());
  return rules && !inHead ? <style dangerouslySetInnerHTML={{ __html: rules }} /> : null;
}
