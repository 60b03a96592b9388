/** The page addresses a sitemap file lists, read with an XML parser. Pure. */
import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * The text of every `<loc>` of a sitemap (urlset or sitemap index), entities decoded and
 * whitespace trimmed, in document order. Comments and CDATA are read as XML reads them.
 */
export function sitemapLocations(xml: string): string[] {
  const document = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName('loc', document.children)
    .map(loc => DomUtils.textContent(loc).trim())
    .filter(location => location !== '');
}
