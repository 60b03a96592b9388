import React, { createContext, useContext, useState } from 'react';
import { isHydrating } from '../client/hydration';

/** Set by the server render (src/gatsby/server-styles.tsx): where the bodies' CSS is collected for <head>. */
export const BodyCssSink = createContext<string[] | null>(null);

/**
 * The CSS rules of the page's bodies rendered at build time (their components are not in
 * the browser bundle, so Emotion cannot insert their styles; the prop is not called `css`,
 * which Emotion's JSX would take as styles of its own). The server render puts it in
 * <head> with the page's other styles, so on first load it is there already; a page the
 * browser renders itself (client-side navigation, `gatsby develop`) carries it here.
 */
export function BodyStyles({ rules }: { rules?: string }) {
  const sink = useContext(BodyCssSink);
  const [inHead] = useState(() => typeof document === 'undefined' || isHydrating());
  if (!rules) return null;
  if (sink) sink.push(rules);
  if (inHead) return null;
  return <style dangerouslySetInnerHTML={{ __html: rules }} />;
}
