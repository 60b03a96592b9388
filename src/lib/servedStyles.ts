/**
 * The styles the server already sent. The build writes every Emotion rule a page uses into
 * one `<style id="served-styles">` at the end of <head> (src/gatsby/ssr/serverStyles.tsx). The
 * browser's Emotion cache must neither move that element (each move makes the browser drop
 * and re-read the sheet and restyle the whole page) nor insert its rules a second time while
 * the app starts (each insertion restyles too). So the element carries no `data-emotion`
 * (Emotion would adopt it by moving it), and the browser's cache is told the names the sheet
 * holds through Emotion's public `hydrate` (src/client/emotionCache.ts).
 */

export const SERVED_STYLES_ID = 'served-styles';

/** The key of both Emotion caches (server and browser): class names are `<key>-<hash>` on both sides. */
export const EMOTION_KEY = 'css';

/**
 * The Emotion names (the part after `css-`) of the classes a served sheet holds, found the way
 * `@emotion/server`'s extractCritical finds them in HTML: by the key's prefix.
 */
export const servedNames = (servedCss: string): string[] => Array.from(servedCss.matchAll(new RegExp(`\\.${EMOTION_KEY}-([\\w-]+)`, 'g')), match => match[1]);
