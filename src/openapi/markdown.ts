/** CommonMark (+ GFM tables) -> sanitised HTML, for descriptions in OpenAPI documents. */
import { Marked } from 'marked';
import { decodeHTML } from 'entities';
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
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'strong', 'b', 'em', 'i', 'del', 's', 'code', 'pre', 'kbd', 'sub', 'sup', 'abbr', 'mark', 'small', 'span',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'img', 'details', 'summary', 'input',
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
    exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
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

/** Sanitises an HTML fragment with the same rules as `markdownToHtml`. */
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

/** Renders a short single-paragraph Markdown text inline (no wrapping `<p>`). */
export function markdownToInlineHtml(markdown: unknown): string | null {
  if (typeof markdown !== 'string' || markdown.trim() === '') return null;
  const html = marked.parseInline(markdown) as string;
  const clean = sanitizeFragment(html);
  return clean === '' ? null : clean;
}

/** The first paragraph of a Markdown text as plain one-line text (for summaries), or null. */
export function markdownToPlainText(markdown: unknown): string | null {
  if (typeof markdown !== 'string' || markdown.trim() === '') return null;
  const first = markdown.trim().split(/\n\s*\n/)[0];
  const html = marked.parseInline(first) as string;
  const text = decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}
