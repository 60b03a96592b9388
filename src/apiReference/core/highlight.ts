/** Highlighting for the API reference: the shared build-time highlighter, with a size cap. */
import { highlightHtml } from '../../lib/highlight';

/** Longer code is returned escaped but not highlighted (highlighted HTML is ~3-6x the text: keeps page data small). */
const MAX_HIGHLIGHT_CHARS = 4000;

/** HTML for inside `<pre><code class="hljs">`; unknown languages and long code come back escaped only. */
export function highlightCode(code: string, language: string): string {
  return highlightHtml(code, language, MAX_HIGHLIGHT_CHARS);
}

/** highlight.js language for a media type's example: json, xml, yaml, else plaintext. */
export function languageForMediaType(mediaType: string): string {
  const m = mediaType.toLowerCase();
  if (/[/+]json\b/.test(m) || m === '*/*') return 'json';
  if (/[/+]xml\b/.test(m) || m === 'text/html') return 'xml';
  if (/yaml/.test(m)) return 'yaml';
  return 'plaintext';
}
