/**
 * The styles the server already sent. The build writes every Emotion rule a page uses into
 * one `<style id="served-styles">` at the end of <head> (src/gatsby/ssr/serverStyles.tsx). The
 * browser's Emotion cache must neither move that element (each move makes the browser drop
 * and re-read the sheet and restyle the whole page) nor insert its rules a second time while
 * the app starts (each insertion restyles too). So the element carries no `data-emotion`
 * (Emotion would adopt it by moving it), and a stylis plugin drops, before they are inserted,
 * the rules of class names the served sheet already holds (Emotion's public `stylisPlugins`).
 */

export const SERVED_STYLES_ID = 'served-styles';

/** The key of both Emotion caches (server and browser): class names are `<key>-<hash>` on both sides. */
export const EMOTION_KEY = 'css';

/** What the plugin reads and changes of a stylis element (a rule: its selectors and declarations). */
interface StylisRule {
  type: string;
  props: string[] | string;
  children: unknown[] | string;
}

/** Emotion's class names with the site's key. */
const CLASS_NAMES = new RegExp(`\\.${EMOTION_KEY}-[\\w-]+`, 'g');

/**
 * Given the served sheet's text, empties every rule whose selectors name only classes that
 * sheet holds, so stylis serializes it to nothing and Emotion inserts nothing for it. A rule
 * that names any other class, and anything that names no class, is kept.
 */
export function skipServedRules(servedCss: string): (element: StylisRule) => void {
  const served = new Set(servedCss.match(CLASS_NAMES));
  return (element: StylisRule) => {
    const names = String(element.props).match(CLASS_NAMES);
    if (names && names.every(name => served.has(name))) element.children = [];
  };
}
