import { readHtml, type Attributes } from '../../lib/htmlStream';
import { POCKET_ID_URL } from '../../lib/pocketIdUrl';
import { EXAMPLE_ATTRIBUTE, EXAMPLE_LITERAL } from './yourSetupNames';

/**
 * Marks, in a page body's HTML, the text that names an example host, so the "Your setup"
 * runtime replaces the text of marked elements only and never parses or searches the page:
 * `<span data-example="pocket-id">https://pocket-id.example.com</span>`.
 *
 * - `pocket-id`: the Pocket ID example origin (POCKET_ID_URL);
 * - `pocket-id-host`: its host name alone (a Caddyfile site, a Host rule);
 * - `app`: the client guide's app origin, with any port after it.
 *
 * The text is unchanged, so search, twins and a page without JavaScript read what they read
 * before. Only text is marked, as the HTML parser (src/lib/htmlStream.ts) reads it: tags and
 * their attribute values, comments, `<style>` and `<script>` are left alone, and so is everything
 * in an element marked EXAMPLE_LITERAL (`data-example-literal`: a sentence about the example host itself).
 */
type ExampleKind = 'pocket-id' | 'pocket-id-host' | 'app';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Inline code may carry a `<wbr>` after `https://` (src/lib/identifierBreaks.ts). */
const WBR = '(?:<wbr\\s*/?>)?';
/** Elements whose text is never marked. */
const isUnmarked = (name: string, attributes: Attributes) => name === 'style' || name === 'script' || EXAMPLE_LITERAL in attributes;

function originPattern(origin: string): string {
  const [, scheme, host] = /^(https?:\/\/)(.+)$/.exec(origin) ?? [];
  if (!scheme || !host) throw new Error(`Example origin "${origin}" is not an http(s) origin`);
  return `${escapeRegExp(scheme)}${WBR}${escapeRegExp(host)}`;
}

/**
 * Where the markable text of `html` stands, as [start, end) offsets into the HTML as written.
 * Text on both sides of a `<wbr>` is one stretch, with the `<wbr>` in it, so that a host broken
 * after its scheme is still found; any other tag, or a comment, ends a stretch.
 */
function textStretches(html: string): [number, number][] {
  const stretches: [number, number][] = [];
  /** Where each `<wbr>` ends, by where it starts. */
  const wbrEnds = new Map<number, number>();
  let unmarkedDepth = 0;
  readHtml(html, {
    open(name, attributes, start, end) {
      if (unmarkedDepth > 0 || isUnmarked(name, attributes)) unmarkedDepth++;
      else if (name === 'wbr') wbrEnds.set(start, end);
    },
    close() {
      if (unmarkedDepth > 0) unmarkedDepth--;
    },
    text(_text, start, end) {
      if (unmarkedDepth > 0) return;
      const last = stretches[stretches.length - 1];
      if (last && wbrEnds.get(last[1]) === start) last[1] = end;
      else stretches.push([start, end]);
    },
  });
  return stretches;
}

/** `html` with every example host in its text marked; `appOrigin` from appExampleOrigin (src/yourSetup/core/yourSetup.ts). */
export function markExampleHosts(html: string, appOrigin: string | null = null): string {
  const pocketIdHost = new URL(POCKET_ID_URL).host;
  // Every mark names one of these hosts: a body that names neither is not parsed (most doc pages).
  if (!html.includes(pocketIdHost) && !(appOrigin && html.includes(new URL(appOrigin).host))) return html;
  const alternatives = [
    `(${originPattern(POCKET_ID_URL)})`,
    `(${appOrigin ? `${originPattern(appOrigin)}(?::\\d+)?` : '(?!)'})`,
    `(${escapeRegExp(pocketIdHost)})`,
  ];
  // Not part of a longer name on either side (`my-pocket-id.example.com`, `pocket-id.example.com.evil`).
  const pattern = new RegExp(`(?<![\\w.-])(?:${alternatives.join('|')})(?![\\w-]|\\.[\\w-])`, 'g');
  const mark = (match: string, pocketId?: string, app?: string) => {
    const kind: ExampleKind = pocketId ? 'pocket-id' : app ? 'app' : 'pocket-id-host';
    return `<span ${EXAMPLE_ATTRIBUTE}="${kind}">${match}</span>`;
  };
  let marked = '';
  let copied = 0;
  for (const [start, end] of textStretches(html)) {
    marked += html.slice(copied, start) + html.slice(start, end).replace(pattern, mark);
    copied = end;
  }
  return marked + html.slice(copied);
}
