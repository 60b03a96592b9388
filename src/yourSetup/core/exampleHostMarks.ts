import { POCKET_ID_URL } from '../../lib/pocketIdUrl';
import { EXAMPLE_ATTRIBUTE } from './yourSetup';

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
 * before. Only text is marked: attribute values, `<style>` and `<script>` are left alone, and
 * so is an element written `<code data-example-literal="">` (a sentence about the example host itself).
 */
export type ExampleKind = 'pocket-id' | 'pocket-id-host' | 'app';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Inline code may carry a `<wbr>` after `https://` (src/lib/identifierBreaks.ts). */
const WBR = '(?:<wbr\\s*/?>)?';
const LITERAL = 'data-example-literal="">';

function originPattern(origin: string): string {
  const [, scheme, host] = /^(https?:\/\/)(.+)$/.exec(origin) ?? [];
  if (!scheme || !host) throw new Error(`Example origin "${origin}" is not an http(s) origin`);
  return `${escapeRegExp(scheme)}${WBR}${escapeRegExp(host)}`;
}

/** True when `index` is in text: not inside a tag, nor in a style or script element. */
function inText(html: string, index: number): boolean {
  if (html.lastIndexOf('<', index) > html.lastIndexOf('>', index)) return false;
  for (const tag of ['style', 'script']) if (html.lastIndexOf(`<${tag}`, index) > html.lastIndexOf(`</${tag}`, index)) return false;
  return true;
}

/** `html` with every example host in its text marked; `appOrigin` from appExampleOrigin (src/yourSetup/core/yourSetup.ts). */
export function markExampleHosts(html: string, appOrigin: string | null = null): string {
  const pocketIdHost = new URL(POCKET_ID_URL).host;
  const alternatives = [
    `(${originPattern(POCKET_ID_URL)})`,
    `(${appOrigin ? `${originPattern(appOrigin)}(?::\\d+)?` : '(?!)'})`,
    `(${escapeRegExp(pocketIdHost)})`,
  ];
  // Not part of a longer name on either side (`my-pocket-id.example.com`, `pocket-id.example.com.evil`).
  const pattern = new RegExp(`(?<![\\w.-])(?:${alternatives.join('|')})(?![\\w-]|\\.[\\w-])`, 'g');
  return html.replace(pattern, (match: string, pocketId?: string, app?: string, _host?: string, index = 0) => {
    if (!inText(html, index) || html.endsWith(LITERAL, index)) return match;
    const kind: ExampleKind = pocketId ? 'pocket-id' : app ? 'app' : 'pocket-id-host';
    return `<span ${EXAMPLE_ATTRIBUTE}="${kind}">${match}</span>`;
  });
}
