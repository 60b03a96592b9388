/**
 * Descriptions in OpenAPI documents (CommonMark + GFM), through the unified / remark / rehype
 * stack the MDX pages use: one parse to a Markdown tree (mdast), from which the page gets
 * sanitised HTML (remark-rehype, rehype-raw, rehype-sanitize) and the Markdown twin prints
 * Markdown (descriptionTree, printed in src/twins/apiOperationMarkdown.ts).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as Schema } from 'rehype-sanitize';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { remove } from 'unist-util-remove';
import { visit } from 'unist-util-visit';
import type * as Hast from 'hast';
import type * as Mdast from 'mdast';

export interface MarkdownOptions {
  /**
   * Smallest heading level allowed in the output: `# Title` in a description becomes `<h{min}>`
   * and deeper headings shift with it. Default 2 (pages own their `<h1>`).
   */
  minHeadingLevel?: number;
}

/** Options for descriptions nested inside a page section (schemas, parameters, responses): headings start at h4. */
export const NESTED_MARKDOWN: MarkdownOptions = { minHeadingLevel: 4 };

/** How far `# Title` moves down: 1 for the default h2. */
const headingShift = (options: MarkdownOptions) => Math.max(1, Math.min(6, options.minHeadingLevel ?? 2)) - 1;

/**
 * What raw HTML in a description may keep. Elements not listed lose their tags and keep their
 * text; the contents of `strip` go entirely. Links may go to http(s), mailto or the site.
 */
const SCHEMA: Schema = {
  tagNames: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['a', 'strong', 'b', 'em', 'i', 'del', 's', 'code', 'pre', 'kbd', 'sub', 'sup', 'abbr', 'mark', 'small', 'span'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'img', 'details', 'summary', 'input'],
  ],
  attributes: {
    '*': [],
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: [['className', /^language-[\w+#-]+$/]],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    abbr: ['title'],
    input: [['type', 'checkbox'], 'checked', ['disabled', true]],
  },
  required: { input: { disabled: true } },
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  strip: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  clobber: [],
};

/** Raw HTML the schema cannot express: an input other than a checkbox goes, and so does a protocol-relative URL. */
function rehypeBeforeSanitize() {
  return (tree: Hast.Root) => {
    remove(tree, node => node.type === 'element' && (node as Hast.Element).tagName === 'input' && (node as Hast.Element).properties?.type !== 'checkbox');
    visit(tree, 'element', node => {
      for (const key of ['href', 'src']) if (String(node.properties?.[key] ?? '').startsWith('//')) delete node.properties![key];
    });
  };
}

/** Headings shift down by `shift` levels (to h6 at most); external links get `rel="noopener noreferrer"`. */
function rehypeForPage({ shift }: { shift: number }) {
  return (tree: Hast.Root) => {
    visit(tree, 'element', node => {
      const level = /^h([1-6])$/.exec(node.tagName);
      if (level) node.tagName = `h${Math.min(6, Number(level[1]) + shift)}`;
      if (node.tagName !== 'a') return;
      const href = node.properties?.href;
      node.properties = { ...node.properties };
      if (typeof href === 'string' && /^https?:\/\//i.test(href)) node.properties.rel = ['noopener', 'noreferrer'];
      else delete node.properties.rel;
    });
  };
}

const parser = unified().use(remarkParse).use(remarkGfm);

function htmlProcessor(shift: number) {
  return unified()
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeBeforeSanitize)
    .use(rehypeSanitize, SCHEMA)
    .use(rehypeForPage, { shift });
}

const processors = new Map<number, ReturnType<typeof htmlProcessor>>();
const cache = new Map<string, Hast.Root | null>();

/** The sanitised HTML tree of a description, or null when nothing is left of it. */
function descriptionHast(markdown: unknown, options: MarkdownOptions): Hast.Root | null {
  if (typeof markdown !== 'string' || markdown.trim() === '') return null;
  const shift = headingShift(options);
  const key = `${shift}\u0000${markdown}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  if (!processors.has(shift)) processors.set(shift, htmlProcessor(shift));
  const tree = processors.get(shift)!.runSync(parser.parse(markdown)) as Hast.Root;
  const kept = tree.children.some(child => !(child.type === 'text' && child.value.trim() === '')) ? tree : null;
  if (cache.size > 5000) cache.clear();
  cache.set(key, kept);
  return kept;
}

const html = (nodes: Hast.RootContent[]) => toHtml({ type: 'root', children: nodes }, { closeSelfClosing: true }).trim();

/**
 * Renders Markdown to sanitised HTML. Returns null for empty / missing input.
 * Raw HTML inside the Markdown is filtered: scripts, styles, iframes, event handlers and
 * `javascript:` URLs are removed; external links get `rel="noopener noreferrer"`.
 */
export function markdownToHtml(markdown: unknown, options: MarkdownOptions = {}): string | null {
  const tree = descriptionHast(markdown, options);
  return tree && (html(tree.children) || null);
}

/** A description as the model keeps it: sanitised HTML for the page, and the Markdown it came from for the twin. */
export interface Described {
  descriptionHtml: string | null;
  /** The source text, trimmed; null exactly when `descriptionHtml` is. */
  descriptionMarkdown: string | null;
}

/** A description of the model, or `fallback`'s when the text is empty or nothing of it survives sanitising. */
export function withDescription(markdown: unknown, options: MarkdownOptions = {}, fallback?: Described | null): Described {
  const descriptionHtml = markdownToHtml(markdown, options);
  if (descriptionHtml !== null) return { descriptionHtml, descriptionMarkdown: String(markdown).trim() };
  return { descriptionHtml: fallback?.descriptionHtml ?? null, descriptionMarkdown: fallback?.descriptionMarkdown ?? null };
}

/**
 * A description's Markdown tree for its twin, headings moved down like the page's (by
 * `minHeadingLevel` - 1, to 6 at most). Raw HTML is left out: it is the page's, sanitised there.
 */
export function descriptionTree(markdown: string, options: MarkdownOptions = {}): Mdast.Root {
  const tree = parser.parse(markdown);
  const shift = headingShift(options);
  remove(tree, 'html');
  visit(tree, 'heading', node => {
    node.depth = Math.min(6, node.depth + shift) as Mdast.Heading['depth'];
  });
  return tree;
}

export interface SummarySplit {
  /** The opening paragraph as one line of plain text, or null when the text does not open with one. */
  summary: string | null;
  /** The rendered description past that paragraph (all of it without a summary) as sanitised HTML, or null. */
  restHtml: string | null;
}

/**
 * Renders a Markdown text and splits it on the rendered tree: its opening `<p>` (written in
 * Markdown or raw HTML) becomes a one-line summary and the nodes after it the rest. A summary
 * line and the details under it so never repeat or drop text.
 */
export function splitSummary(markdown: unknown, options: MarkdownOptions = {}): SummarySplit {
  const tree = descriptionHast(markdown, options);
  if (tree === null) return { summary: null, restHtml: null };
  const at = tree.children.findIndex(node => !(node.type === 'text' && node.value.trim() === ''));
  const first = tree.children[at];
  const summary = first?.type === 'element' && first.tagName === 'p' ? toString(first).replace(/\s+/g, ' ').trim() : '';
  if (summary === '') return { summary: null, restHtml: html(tree.children) || null };
  return { summary, restHtml: html(tree.children.slice(at + 1)) || null };
}
