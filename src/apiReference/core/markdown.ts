/** CommonMark (+ GFM tables) -> sanitised HTML, for descriptions in OpenAPI documents. */
import { Marked } from 'marked';
import { DomUtils, parseDocument } from 'htmlparser2';
import { isTag, isText } from 'domhandler';
import sanitizeHtml from 'sanitize-html';

export interface MarkdownOptions {
  /**
   * Smallest heading level allowed in the output: `# Title` in a description becomes `<h{min}>`
   * and deeper headings shift with it. Default 2 (pages own their `<h1>`).
   */
  minHeadingLevel?: number;
}

/** Options for descriptions nested inside a page section (schemas, parameters, responses): headings start at h4. */
export const NESTED_MARKDOWN: MarkdownOptions = { minHeadingLevel: 4 };

const cache = new Map<string, string | null>();

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'code',
  'pre',
  'kbd',
  'sub',
  'sup',
  'abbr',
  'mark',
  'small',
  'span',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'img',
  'details',
  'summary',
  'input',
];

function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

function sanitizeOptions(shift: number): sanitizeHtml.IOptions {
  const headingTransforms: Record<string, sanitizeHtml.Transformer> = {};
  for (let level = 1; level <= 6; level++) {
    const target = Math.min(6, level + shift);
    headingTransforms[`h${level}`] = (_tag, attribs) => ({ tagName: `h${target}`, attribs });
  }
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      code: ['class'],
      th: ['align'],
      td: ['align'],
      ol: ['start'],
      abbr: ['title'],
      input: ['type', 'checked', 'disabled'],
    },
    allowedClasses: { code: [/^language-[\w+#-]+$/] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // script / style / textarea / option / noscript contents are dropped, not shown as text
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
    exclusiveFilter: frame => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
    transformTags: {
      ...headingTransforms,
      a: (_tag, attribs) => {
        const out = { ...attribs };
        if (out.href && isExternal(out.href)) out.rel = 'noopener noreferrer';
        else delete out.rel;
        return { tagName: 'a', attribs: out };
      },
      input: (_tag, attribs) => ({ tagName: 'input', attribs: { ...attribs, disabled: '' } }),
    },
  };
}

/**
 * Sanitises an HTML fragment with the same rules as `markdownToHtml`.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function sanitizeFragment(html: string, options: MarkdownOptions = {}): string {
  const min = Math.max(1, Math.min(6, options.minHeadingLevel ?? 2));
  return sanitizeHtml(html, sanitizeOptions(min - 1)).trim();
}

/**
 * Renders Markdown to sanitised HTML. Returns null for empty / missing input.
 * Raw HTML inside the Markdown is filtered: scripts, styles, iframes, event handlers and
 * `javascript:` URLs are removed; external links get `rel="noopener noreferrer"`.
 */
export function markdownToHtml(markdown: unknown, options: MarkdownOptions = {}): string | null {
  if (typeof markdown !== 'string' || markdown.trim() === '') return null;
  const key = `${options.minHeadingLevel ?? 2}\u0000${markdown}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const html = marked.parse(markdown) as string;
  const clean = sanitizeFragment(html, options);
  const result = clean === '' ? null : clean;
  if (cache.size > 5000) cache.clear();
  cache.set(key, result);
  return result;
}

export interface SummarySplit {
  /** The opening paragraph as one line of plain text, or null when the text does not open with one. */
  summary: string | null;
  /** The rendered description past that paragraph (all of it without a summary) as sanitised HTML, or null. */
  restHtml: string | null;
}

/**
 * Renders a Markdown text and splits it on the parsed HTML, not on the string: the opening
 * `<p>` (whatever its attributes or content) becomes a one-line summary and the nodes after
 * it the rest, cut from the rendered HTML at the parser's end index so its bytes stay as
 * rendered. A summary line and the details under it so never repeat or drop text.
 */
export function splitSummary(markdown: unknown, options: MarkdownOptions = {}): SummarySplit {
  const html = markdownToHtml(markdown, options);
  if (html === null) return { summary: null, restHtml: null };
  const nodes = parseDocument(html, { withEndIndices: true }).children;
  const first = nodes.find(node => !(isText(node) && node.data.trim() === ''));
  const summary = first && isTag(first) && first.name === 'p' ? DomUtils.textContent(first).replace(/\s+/g, ' ').trim() : '';
  if (!first || summary === '' || first.endIndex === null) return { summary: null, restHtml: html };
  const rest = html.slice(first.endIndex + 1).trim();
  return { summary, restHtml: rest === '' ? null : rest };
}
