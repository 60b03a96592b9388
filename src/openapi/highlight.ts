/** Build-time syntax highlighting with highlight.js (output uses `hljs-*` classes). */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import go from 'highlight.js/lib/languages/go';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

const LANGUAGES = { bash, go, javascript, json, python, xml, yaml } as const;
for (const [name, definition] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, definition);
hljs.registerAliases(['sh', 'shell', 'curl'], { languageName: 'bash' });
hljs.registerAliases(['js'], { languageName: 'javascript' });
hljs.registerAliases(['golang'], { languageName: 'go' });
hljs.registerAliases(['py'], { languageName: 'python' });
hljs.registerAliases(['html'], { languageName: 'xml' });

/**
 * Shrinks highlight.js output: punctuation spans are unwrapped (themes rarely colour them) and
 * quote entities, which are only needed inside attributes, become plain quotes.
 */
function compact(html: string): string {
  return html
    .replace(/<span class="hljs-punctuation">([^<]*)<\/span>/g, '$1')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Longer code is returned escaped but not highlighted (highlighted HTML is ~3-6x the text: keeps page data small). */
export const MAX_HIGHLIGHT_CHARS = 4000;

/**
 * Highlights `code` as `language` and returns HTML for inside `<pre><code class="hljs">`.
 * Unknown languages, and code longer than `MAX_HIGHLIGHT_CHARS`, are returned escaped, without highlighting.
 */
export function highlightCode(code: string, language: string): string {
  if (!hljs.getLanguage(language) || code.length > MAX_HIGHLIGHT_CHARS) return escapeHtml(code);
  return compact(hljs.highlight(code, { language, ignoreIllegals: true }).value);
}

/** highlight.js language for a media type's example: json, xml, yaml, else plaintext. */
export function languageForMediaType(mediaType: string): string {
  const m = mediaType.toLowerCase();
  if (/[/+]json\b/.test(m) || m === '*/*') return 'json';
  if (/[/+]xml\b/.test(m) || m === 'text/html') return 'xml';
  if (/yaml/.test(m)) return 'yaml';
  return 'plaintext';
}
