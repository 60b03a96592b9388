/**
 * While the root element carries this attribute, the blocks of a long page that lie away
 * from the viewport skip style, layout and paint until the reader scrolls near them
 * (`content-visibility: auto`, src/styles/global.ts). That keeps the first load's main
 * thread short on phones. The server sets it and it stays; back, forward and reload find
 * the reader's place by block, not by pixel offset (src/client/readingPosition.ts). Tests
 * that check a whole page's layout lift it (test/support/browser.ts).
 */
export const LAZY_BLOCKS_ATTRIBUTE = 'data-lazy-blocks';

/**
 * The first blocks of each container always render: they are in the first screenful, and
 * one rendered a frame after the first paint would move what follows it (layout shift).
 */
export const ALWAYS_RENDERED = 8;

/** Where running content sits: doc and guide bodies, their sections, an API operation's columns. */
const FLOWS = ['#page-content', '#page-content > section', '.api-details', '.api-details > section', '.api-examples > section'].join(', ');
const inFlow = (kinds: string) => `:is(${FLOWS}) > :is(${kinds})`;
/** Past the blocks that always render at the top of a container. */
const PAST_THE_TOP = `:nth-child(n + ${ALWAYS_RENDERED + 1})`;
/** The items, all but the last, of the lists `lists` in running content. */
const itemsOf = (lists: string) => `:is(${FLOWS}) > ${lists} > li:not(:last-child)`;

export interface LazyBlock {
  /** The blocks of this kind (the reading position counts blocks by these). */
  selector: string;
  /** The height assumed for one until it has been rendered once (the browser then remembers the real one). */
  assumedHeight: string;
  /**
   * Where else such a block may skip rendering, besides past the first ALWAYS_RENDERED
   * children of its own container: a list item, where its list lies past them (a short list
   * far down the page has fewer items than that).
   */
  alsoWhere?: string;
}

/**
 * The blocks that may skip rendering. Only blocks whose margins stay their own: text, or a
 * box with its own border or padding (a tab set's panels keep their content's margins in,
 * see Tabs), and list items but the last. A skipped block is contained, so a last child's
 * margin (a paragraph ending a list) would stay inside it instead of merging with the
 * margin below, and the spacing would change.
 */
export const LAZY_BLOCKS: LazyBlock[] = [
  { selector: inFlow('p, h2, h3, h4, details'), assumedHeight: '5rem' },
  { selector: itemsOf(':is(ol, ul)'), assumedHeight: '5rem', alsoWhere: itemsOf(`:is(ol, ul)${PAST_THE_TOP}`) },
  { selector: inFlow('pre, table, .code-block, .admonition, .schema-tree, .tabs'), assumedHeight: '14rem' },
  { selector: '.client-list > li', assumedHeight: '9.5rem' },
  { selector: '#home-features, #home-integrations', assumedHeight: '60rem' },
];

/** The elements of one kind that skip rendering while away from the viewport (a CSS selector list). */
export const lazyBlockSelector = ({ selector, alsoWhere }: LazyBlock): string =>
  [`:is(${selector})${PAST_THE_TOP}`, ...(alsoWhere ? [alsoWhere] : [])].join(', ');
