/**
 * The table of contents of a body rendered to HTML: its h2 and h3 elements with an id, in
 * document order, read with the one HTML reader (htmlStream). Every page's TOC is read from
 * its body, so a heading is stated once, where it is rendered, with the id its anchor has.
 */
import { readHtml } from './htmlStream';

/** One entry of a page's TOC. */
export interface Heading {
  depth: number;
  value: string;
  id: string;
}

/** The heading depths a page's TOC lists (DocPage shows h2 and h3). */
const TOC_DEPTHS = new Set([2, 3]);

/**
 * Each h2 and h3 with an id, with its text as a reader hears it: parts marked
 * `aria-hidden="true"` (the `#` anchor MDX headings get) left out, white space collapsed.
 */
export function htmlHeadings(html: string): Heading[] {
  const headings: Heading[] = [];
  let open: { depth: number; id: string; text: string[] } | null = null;
  // Elements open inside the heading's hidden part.
  let hidden = 0;
  readHtml(html, {
    open(name, attributes) {
      if (open) {
        if (hidden > 0 || attributes['aria-hidden'] === 'true') hidden++;
        return;
      }
      const depth = /^h([1-6])$/.exec(name) ? Number(name[1]) : 0;
      if (TOC_DEPTHS.has(depth) && attributes.id) open = { depth, id: attributes.id, text: [] };
    },
    close(name) {
      if (!open) return;
      if (hidden > 0) hidden--;
      else if (name === `h${open.depth}`) {
        headings.push({ depth: open.depth, value: open.text.join('').replace(/\s+/g, ' ').trim(), id: open.id });
        open = null;
      }
    },
    text(text) {
      if (open && hidden === 0) open.text.push(text);
    },
  });
  return headings;
}
