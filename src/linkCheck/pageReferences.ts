/**
 * Where an HTML page's links lead (`<a>`/`<area>` hrefs and a meta refresh) and the ids its
 * anchors may land on: what the build's link check reads. Pure. (The crawl of the served
 * build also follows the assets a page loads: test/support/pageReferences.ts.)
 */
import type { Attributes, HtmlReader } from '../lib/htmlStream';

/** A link as written in the HTML (entities decoded), and where it was found, e.g. `<a href>`. */
interface Link {
  url: string;
  where: string;
}

interface PageLinksAndIds {
  links: Link[];
  /** Values of id attributes and of <a name>. */
  ids: Set<string>;
}

interface ReferenceReader extends HtmlReader {
  /** The links and ids read so far (all of them once the parse has ended). */
  result(): PageLinksAndIds;
}

/**
 * Schemes that are not fetched from the site.
 * @internal Exported for its tests; production uses it in this file only.
 */
export const NOT_FETCHED = /^(?:mailto|tel|javascript|data|blob|about):/i;

/** Where a meta refresh leads, if the attributes are one. */
function refreshTarget(attributes: Attributes): string | undefined {
  if ((attributes['http-equiv'] ?? '').toLowerCase() !== 'refresh') return undefined;
  return /url\s*=\s*['"]?([^'"]+)/i.exec(attributes.content ?? '')?.[1];
}

/** A reader that collects a page's links and ids in document order. */
export function referenceReader(): ReferenceReader {
  const links: Link[] = [];
  const ids = new Set<string>();
  const add = (url: string | undefined, where: string) => {
    const trimmed = url?.trim();
    if (trimmed && !NOT_FETCHED.test(trimmed)) links.push({ url: trimmed, where });
  };
  return {
    open(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      if ((name === 'a' || name === 'area') && 'href' in attributes) add(attributes.href, `<${name} href>`);
      if (name === 'meta') add(refreshTarget(attributes), '<meta http-equiv="refresh">');
    },
    result: () => ({ links, ids }),
  };
}
