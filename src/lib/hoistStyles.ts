/**
 * Emotion's server rendering writes each component's styles as a `<style data-emotion>`
 * element just before the component's markup, i.e. inside <body>, <a>, <td>... where HTML
 * allows no <style>. This moves them, in document order, to the end of <head>, so the
 * markup is valid HTML and the page renders as before.
 *
 * A component style is renamed `data-emotion-ssr="<names>"`: Emotion's own cache would
 * otherwise take every `data-emotion` style on startup and re-insert it into <head>, and
 * each move makes the browser drop and re-read that sheet and restyle the whole page inside
 * the first script task. The browser's cache (src/client/emotionCache.ts) reads the names
 * from the new attribute instead and leaves the elements where they are.
 *
 * A `<Global>` style keeps its attribute, marked `data-s` (Emotion's sign for "already in
 * place"): its component takes that element over and removes it when it unmounts, which is
 * how its rules leave the page on client-side navigation.
 */
import { SSR_STYLE_ATTRIBUTE } from './emotionSsrAttribute';

const EMOTION_STYLE = /<style data-emotion="[^"]*"(?: nonce="[^"]*")?>[\s\S]*?<\/style>/g;
const COMPONENT_STYLE = /^<style data-emotion="css ([^"]*)"/;

const place = (style: string) =>
  COMPONENT_STYLE.test(style)
    ? style.replace(COMPONENT_STYLE, `<style ${SSR_STYLE_ATTRIBUTE}="$1"`)
    : style.replace(/^<style data-emotion="[^"]*"/, '$& data-s=""');

export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const body = html.slice(headEnd);
  const styles = body.match(EMOTION_STYLE);
  if (!styles) return html;
  return html.slice(0, headEnd) + styles.map(place).join('') + body.replace(EMOTION_STYLE, '');
}
