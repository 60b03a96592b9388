/** Link summaries of whole pages, for the link check's tests: the build feeds `linkSummaryReader` from each page's shared parse (src/gatsby/postBuild/postBuild.ts). */
import { readHtml } from '../../src/lib/htmlStream';
import { linkSummaryReader, type PageLinks } from '../../src/linkCheck/linkCheck';

/** A page's distinct links and its ids. */
export function summarizeLinks(html: string): PageLinks {
  const reader = linkSummaryReader();
  readHtml(html, reader);
  return reader.summary();
}

/** Summaries of route -> HTML pages. */
export function summarizePages(pages: Map<string, string>): Map<string, PageLinks> {
  return new Map(Array.from(pages, ([route, html]) => [route, summarizeLinks(html)]));
}
