/**
 * The table of contents of a body rendered to HTML: its h2 and h3 elements with an id, in
 * document order, read with the one HTML reader (htmlStream). Every page's TOC is read from
 * its body, so a heading is stated once, where it is rendered, with the id its anchor has.
 */
import { isAriaHidden, readHtml, skippedElements } from './htmlStream';

/** One entry of a page's TOC (GraphQL's `TocHeading`, src/gatsby/sourcing/pageHeadings.ts). */
export interface TocHeading {
  depth: number;
  value: string;
  id: string;
  /** On an h2 of a page whose TOC lists its groups only (tocGroups): the number of h3 under it. */
  count?: number;
}

/** A TOC of the h2 alone, each with the number of h3 that follow it before the next h2 (a doc's frontmatter `toc_groups`). */
export function tocGroups(headings: readonly TocHeading[]): TocHeading[] {
  const groups: TocHeading[] = [];
  for (const heading of headings) {
    if (heading.depth === 2) groups.push({ ...heading, count: 0 });
    else if (heading.depth === 3 && groups.length > 0) groups[groups.length - 1].count! += 1;
  }
  return groups;
}

/** The heading depths a page's TOC lists (DocPage shows h2 and h3). */
const TOC_DEPTHS = new Set([2, 3]);

/**
 * Each h2 and h3 with an id, with its text as a reader hears it: parts marked
 * `aria-hidden="true"` (the `#` anchor MDX headings get) left out, white space collapsed.
 */
export function htmlHeadings(html: string): TocHeading[] {
  const headings: TocHeading[] = [];
  let open: { depth: number; id: string; text: string[] } | null = null;
  // Only read inside a heading: a hidden element elsewhere does not hide the headings in it.
  const hidden = skippedElements((_, attributes) => isAriaHidden(attributes));
  readHtml(html, {
    open(name, attributes) {
      if (open) {
        hidden.open(name, attributes);
        return;
      }
      const depth = /^h([1-6])$/.exec(name) ? Number(name[1]) : 0;
      if (TOC_DEPTHS.has(depth) && attributes.id) open = { depth, id: attributes.id, text: [] };
    },
    close(name) {
      if (!open || hidden.close()) return;
      if (name === `h${open.depth}`) {
        headings.push({ depth: open.depth, value: open.text.join('').replace(/\s+/g, ' ').trim(), id: open.id });
        open = null;
      }
    },
    text(text) {
      if (open && !hidden.inside) open.text.push(text);
    },
  });
  return headings;
}
