/**
 * Emotion's server rendering writes each component's styles as a `<style data-emotion>`
 * element just before the component's markup, i.e. inside <body>, <a>, <td>... where HTML
 * allows no <style>. This moves them, in document order, to the end of <head>. That is
 * what Emotion itself does in the browser before hydrating (its cache appends every
 * `style[data-emotion]` to <head> and reads the names it carries), so the page renders and
 * hydrates exactly as before, but the markup is valid HTML.
 *
 * Each moved element is marked `data-s`, Emotion's sign for "already in place": otherwise
 * its cache re-appends every one of them on startup, and each move makes the browser
 * re-read the sheet and restyle the page inside the first script task.
 */
const EMOTION_STYLE = /<style data-emotion="[^"]*"(?: nonce="[^"]*")?>[\s\S]*?<\/style>/g;

export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const body = html.slice(headEnd);
  const styles = body.match(EMOTION_STYLE);
  if (!styles) return html;
  const placed = styles.map(style => style.replace(/^<style data-emotion="[^"]*"/, '$& data-s=""'));
  return html.slice(0, headEnd) + placed.join('') + body.replace(EMOTION_STYLE, '');
}
