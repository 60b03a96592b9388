/**
 * A whole page's references at once, for tests and the crawl of the served build: the build
 * itself feeds `referenceReader` from each page's shared parse (src/gatsby/postBuild/postBuild.ts).
 */
import { readHtml } from '../../src/lib/htmlStream';
import { referenceReader, type PageReferences } from '../../src/linkCheck/pageReferences';

/** Everything `html` points at, and its ids. */
export function pageReferences(html: string): PageReferences {
  const reader = referenceReader('all');
  readHtml(html, reader);
  return reader.result();
}

/** Where <a>/<area> links and a meta refresh lead, as written (entities decoded). */
export function pageLinks(html: string): string[] {
  const reader = referenceReader('links');
  readHtml(html, reader);
  return reader.result().references.map(reference => reference.url);
}

/** Values of id attributes and of <a name>: where a `#fragment` may land. */
export function pageIds(html: string): Set<string> {
  const reader = referenceReader('links');
  readHtml(html, reader);
  return reader.result().ids;
}
