/** HTML text escaping and entity decoding, for the build's HTML strings and their checks. */

/** Escapes text for an HTML text node. */
export const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Escapes text for an HTML text node or a double-quoted attribute value. */
export const escapeHtml = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

/** The named entities React and the MDX pipeline emit; others are left as written. */
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', mdash: '\u2014', ndash: '\u2013', hellip: '\u2026', rsquo: '\u2019',
  lsquo: '\u2018', rdquo: '\u201d', ldquo: '\u201c', middot: '\u00b7', copy: '\u00a9', rarr: '\u2192', larr: '\u2190', times: '\u00d7',
};

/** Decodes numeric and common named entities in one pass (so `&amp;lt;` becomes `&lt;`, not `<`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return NAMED[name.toLowerCase()] ?? all;
  });
}
