import { TAB_SET } from '../components/mdx/Tabs.attributes';
import { SCHEMA_TREE } from '../apiReference/browser/SchemaTree.attributes';
import { API_DETAILS } from '../apiReference/browser/OperationBody.attributes';
import { API_EXAMPLES } from '../apiReference/browser/ExamplesColumn.attributes';
import { CLIENT_LIST } from '../clientGuides/browser/ClientCards.attributes';
import { PAGE_CONTENT } from '../components/DocArticle.attributes';
import { ADMONITION } from '../components/mdx/Admonition.attributes';

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
 * Set on a block once the page has rendered it for good: after the first load, the blocks
 * still skipped are rendered a few at a time while the browser is idle
 * (src/client/renderLazyBlocks.ts), so that a full-page capture has no blank holes.
 */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/**
 * The first blocks of each container always render: they are in the first screenful, and
 * one rendered a frame after the first paint would move what follows it (layout shift).
 */
const ALWAYS_RENDERED = 8;

/** Where running content sits: doc and guide bodies, their sections, an API operation's columns. */
const FLOWS = [`#${PAGE_CONTENT}`, `#${PAGE_CONTENT} > section`, `.${API_DETAILS}`, `.${API_DETAILS} > section`, `.${API_EXAMPLES} > section`].join(', ');
const inFlow = (kinds: string) => `:is(${FLOWS}) > :is(${kinds})`;

interface LazyBlock {
  /** The blocks of this kind (the reading position counts blocks by these). */
  selector: string;
  /** The height assumed for one until it has been rendered once (the browser then remembers the real one). */
  assumedHeight: string;
}

/**
 * The blocks that may skip rendering. Only blocks whose margins stay their own: text, or a
 * box with its own border or padding (a tab set's panels keep their content's margins in,
 * see Tabs), and whole lists, whose last item ends without a bottom margin (global.ts).
 * A skipped block is contained, so a last child's margin would stay inside it instead of
 * merging with the margin below, and the spacing would change. List items are never lazy
 * on their own: containment clips the marker drawn outside an item's box. The classes and ids
 * named here belong to the components that render those blocks (their `X.attributes.ts`), but
 * for the home page's bands, whose ids content/pages/home.mdx writes; test/build/lazyBlocks.test.ts
 * fails if one is on no built page.
 */
export const LAZY_BLOCKS: LazyBlock[] = [
  { selector: inFlow('p, h2, h3, h4, details, ol, ul:not([class])'), assumedHeight: '5rem' },
  // `.code-block` is CODE_BLOCK (mdx/CodeBlock.attributes.ts) written out: imported, that module would
  // bring all of a code block's class names into first-load JS (65 to 78 bytes gzip a page, measured).
  // test/unit/lib/lazyBlocks.test.ts checks it still matches.
  { selector: inFlow(`pre, table, .code-block, .${ADMONITION}, .${SCHEMA_TREE}, .${TAB_SET}`), assumedHeight: '14rem' },
  { selector: `.${CLIENT_LIST} > li`, assumedHeight: '9.5rem' },
  // The ids of the home page's bands (HomeSection), written in content/pages/home.mdx, which names this file beside them.
  { selector: '#home-features, #home-integrations', assumedHeight: '60rem' },
];

/** The elements of one kind that skip rendering while away from the viewport (a CSS selector list). */
export const lazyBlockSelector = ({ selector }: LazyBlock): string => `:is(${selector}):nth-child(n + ${ALWAYS_RENDERED + 1})`;

/** Every block that may still skip rendering, of every kind (for the idle renderer). */
export const pendingBlockSelector = (): string => LAZY_BLOCKS.map(block => `${lazyBlockSelector(block)}:not([${RENDERED_ATTRIBUTE}])`).join(', ');
