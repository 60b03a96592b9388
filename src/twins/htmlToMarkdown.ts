/**
 * HTML fragment -> Markdown, for the built HTML the twins start from where there is no
 * Markdown source: OpenAPI descriptions (sanitised HTML) and the pages written as React
 * (home, indexes, API tag pages). Covers the elements those use; interactive and
 * decorative elements (buttons, forms, SVG, hidden parts) are dropped, any other element
 * keeps its text.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { ChildNode as Node, Element, isTag, isText } from 'domhandler';
import { CODE_BLOCK, CODE_TITLE, PRE_LANGUAGE } from '../components/mdx/CodeBlock.attributes';

const { findAll, findOne, getAttributeValue, textContent } = DomUtils;
const hasTag = (node: Node | undefined, tag: string) => !!node && isTag(node) && node.name === tag;
const childElements = (el: Element, tags: RegExp) => el.children.filter((n): n is Element => isTag(n) && tags.test(n.name));

interface HtmlToMarkdownOptions {
  /** Turns a site path (`/docs/x`) or an anchor (`#y`) into the URL written into the Markdown. */
  resolveLink?: (path: string) => string;
  /** Added to every heading level (h2 with shift 1 becomes ###). */
  headingShift?: number;
}

const DROP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'input',
  'select',
  'textarea',
  'form',
  'nav',
  'dialog',
  'iframe',
  'object',
  'img',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'figure',
  'figcaption',
  'details',
  'summary',
  'dl',
  'dd',
  'dt',
  'caption',
]);

/** Elements that make an inline wrapper around them a block. */
const BLOCK_CONTENT = /^(p|div|pre|ul|ol|table|h[1-6]|blockquote)$/;

const escapeText = (text: string) => text.replace(/[\\`*[\]<>]/g, '\\$&');

function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced block; a title goes in the info string as the MDX twins write it (`bash title="…"`). */
function codeFence(code: string, lang: string, title = ''): string {
  const longest = Math.max(2, ...(code.match(/`{3,}/g) ?? []).map(run => run.length));
  const fence = '`'.repeat(longest + 1);
  const info = title ? `${lang}${lang ? ' ' : ''}title="${title.replace(/"/g, "'")}"` : lang;
  return `${fence}${info}\n${code.replace(/\n$/, '')}\n${fence}`;
}

const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);

class Converter {
  constructor(private readonly options: Required<HtmlToMarkdownOptions>) {}

  private hidden(el: Element): boolean {
    return 'hidden' in el.attribs || el.attribs['aria-hidden'] === 'true' || /\bvisually-hidden\b|\bsr-only\b/.test(el.attribs.class ?? '');
  }

  inline(nodes: Node[]): string {
    // Links side by side (buttons laid out with a CSS gap) keep a space between them.
    return nodes.map((node, i) => (hasTag(node, 'a') && hasTag(nodes[i - 1], 'a') ? ' ' : '') + this.inlineNode(node)).join('');
  }

  private inlineNode(node: Node): string {
    if (isText(node)) return escapeText(node.data.replace(/\s+/g, ' '));
    if (!isTag(node)) return '';
    const tag = node.name;
    if (DROP.has(tag) || this.hidden(node)) return '';
    const inner = () => this.inline(node.children);
    switch (tag) {
      case 'br':
        return '\\\n';
      case 'code':
      case 'kbd':
        return inlineCode(textContent(node).replace(/\s+/g, ' '));
      case 'strong':
      case 'b': {
        const text = inner().trim();
        return text ? `**${text}**` : '';
      }
      case 'em':
      case 'i': {
        const text = inner().trim();
        return text ? `_${text}_` : '';
      }
      case 'del':
      case 's': {
        const text = inner().trim();
        return text ? `~~${text}~~` : '';
      }
      case 'a': {
        const text = inner().trim();
        const href = getAttributeValue(node, 'href');
        if (!href || !text) return text;
        return `[${text}](${/^(\/(?!\/)|#)/.test(href) ? this.options.resolveLink(href) : href})`;
      }
      default:
        return inner();
    }
  }

  /** Block-level Markdown of a list of nodes: paragraphs separated by blank lines. */
  blocks(nodes: Node[]): string[] {
    const out: string[] = [];
    let run: Node[] = [];
    const flush = () => {
      const text = this.inline(run)
        .replace(/[ \t]+/g, ' ')
        .trim();
      if (text) out.push(text);
      run = [];
    };
    for (const node of nodes) {
      if (isTag(node)) {
        if (DROP.has(node.name) || this.hidden(node)) continue;
        const block = this.block(node, node.name);
        if (block !== null) {
          flush();
          out.push(...block);
          continue;
        }
      }
      run.push(node);
    }
    flush();
    return out;
  }

  /** Markdown blocks of an element, or null for an inline element. */
  private block(el: Element, tag: string): string[] | null {
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const level = Math.min(6, Number(heading[1]) + this.options.headingShift);
      const text = this.inline(el.children).replace(/\s+/g, ' ').trim();
      return text ? [`${'#'.repeat(level)} ${text}`] : [];
    }
    // A code block's bar (title, language, copy button) becomes the fence's info string, not a line of text.
    if (tag === 'div' && hasClass(el, CODE_BLOCK)) {
      const pre = findOne(n => n.name === 'pre', el.children);
      const title = findOne(n => hasClass(n, CODE_TITLE), el.children);
      if (pre) return [this.fence(pre, title ? textContent(title).trim() : '')];
    }
    switch (tag) {
      case 'pre':
        return [this.fence(el)];
      case 'hr':
        return ['---'];
      case 'blockquote':
        return [
          this.blocks(el.children)
            .join('\n\n')
            .split('\n')
            .map(line => (line ? `> ${line}` : '>'))
            .join('\n'),
        ];
      case 'ul':
      case 'ol':
        return [this.list(el, tag === 'ol')];
      case 'table':
        return [this.table(el)];
      default:
        if (BLOCKS.has(tag)) return this.blocks(el.children);
        // An inline wrapper around block content (e.g. a span holding a div) is a block too.
        if (findOne(n => BLOCK_CONTENT.test(n.name), el.children)) return this.blocks(el.children);
        return null;
    }
  }

  private fence(pre: Element, title = ''): string {
    const code = findOne(n => n.name === 'code', pre.children);
    const lang = /language-([\w+#-]+)/.exec(code?.attribs.class ?? pre.attribs[PRE_LANGUAGE] ?? '')?.[1] ?? '';
    return codeFence(textContent(code ?? pre), lang, title);
  }

  private list(el: Element, ordered: boolean): string {
    const start = Number(el.attribs.start ?? '1') || 1;
    const items = childElements(el, /^li$/);
    return items
      .map((item, index) => {
        const marker = ordered ? `${start + index}. ` : '- ';
        const body = this.blocks(item.children).join('\n\n');
        const indent = ' '.repeat(marker.length);
        return (
          marker +
          body
            .split('\n')
            .map((line, i) => (i === 0 || line === '' ? line : indent + line))
            .join('\n')
        );
      })
      .join('\n');
  }

  private table(el: Element): string {
    const rows = findAll(n => n.name === 'tr', el.children).map(tr =>
      childElements(tr, /^t[hd]$/).map(cell => this.blocks(cell.children).join(' ').replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim()),
    );
    if (rows.length === 0) return '';
    const width = Math.max(...rows.map(r => r.length));
    const pad = (row: string[]) => [...row, ...Array(width - row.length).fill('')];
    const hasHead = findOne(n => n.name === 'thead', el.children) !== null;
    const head = hasHead ? pad(rows[0]) : Array(width).fill(' ');
    const body = hasHead ? rows.slice(1) : rows;
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [line(head), line(Array(width).fill('---')), ...body.map(r => line(pad(r)))].join('\n');
  }
}

/** Markdown of an HTML fragment, given as markup or as nodes already parsed. */
export function htmlToMarkdown(html: string | Node[], options: HtmlToMarkdownOptions = {}): string {
  const nodes = typeof html === 'string' ? parseDocument(html).children : html;
  const converter = new Converter({ resolveLink: path => path, headingShift: 0, ...options });
  return converter.blocks(nodes).join('\n\n');
}
