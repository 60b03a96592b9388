/**
 * HTML fragment -> Markdown, for the built HTML the twins start from where there is no
 * Markdown source: OpenAPI descriptions (sanitised HTML) and the pages written as React
 * (home, indexes, API tag pages). Covers the elements those use; interactive and
 * decorative elements (buttons, forms, SVG, hidden parts) are dropped, any other element
 * keeps its text.
 */
import { parse, HTMLElement, Node, TextNode } from 'node-html-parser';

export interface HtmlToMarkdownOptions {
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

const escapeText = (text: string) => text.replace(/[\\`*[\]<>]/g, '\\$&');

function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function codeFence(code: string, lang: string): string {
  const longest = Math.max(2, ...(code.match(/`{3,}/g) ?? []).map(run => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${code.replace(/\n$/, '')}\n${fence}`;
}

class Converter {
  constructor(private readonly options: Required<HtmlToMarkdownOptions>) {}

  private hidden(el: HTMLElement): boolean {
    return el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true' || /\bvisually-hidden\b|\bsr-only\b/.test(el.getAttribute('class') ?? '');
  }

  inline(nodes: Node[]): string {
    // Links side by side (buttons laid out with a CSS gap) keep a space between them.
    const isLink = (node: Node | undefined) => node instanceof HTMLElement && node.rawTagName?.toLowerCase() === 'a';
    return nodes.map((node, i) => (isLink(node) && isLink(nodes[i - 1]) ? ' ' : '') + this.inlineNode(node)).join('');
  }

  private inlineNode(node: Node): string {
    if (node instanceof TextNode) return escapeText(node.text.replace(/\s+/g, ' '));
    if (!(node instanceof HTMLElement)) return '';
    const tag = node.rawTagName?.toLowerCase() ?? '';
    if (DROP.has(tag) || this.hidden(node)) return '';
    const inner = () => this.inline(node.childNodes);
    switch (tag) {
      case 'br':
        return '\\\n';
      case 'code':
      case 'kbd':
        return inlineCode(node.text.replace(/\s+/g, ' '));
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
        const href = node.getAttribute('href');
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
      if (node instanceof HTMLElement) {
        const tag = node.rawTagName?.toLowerCase() ?? '';
        if (DROP.has(tag) || this.hidden(node)) continue;
        const block = this.block(node, tag);
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
  private block(el: HTMLElement, tag: string): string[] | null {
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const level = Math.min(6, Number(heading[1]) + this.options.headingShift);
      const text = this.inline(el.childNodes).replace(/\s+/g, ' ').trim();
      return text ? [`${'#'.repeat(level)} ${text}`] : [];
    }
    switch (tag) {
      case 'pre': {
        const code = el.querySelector('code');
        const lang = /language-([\w+#-]+)/.exec(code?.getAttribute('class') ?? el.getAttribute('data-language') ?? '')?.[1] ?? '';
        return [codeFence((code ?? el).text, lang)];
      }
      case 'hr':
        return ['---'];
      case 'blockquote':
        return [
          this.blocks(el.childNodes)
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
        if (BLOCKS.has(tag)) return this.blocks(el.childNodes);
        // An inline wrapper around block content (e.g. a span holding a div) is a block too.
        if (el.querySelector('p, div, pre, ul, ol, table, h1, h2, h3, h4, h5, h6, blockquote')) return this.blocks(el.childNodes);
        return null;
    }
  }

  private list(el: HTMLElement, ordered: boolean): string {
    const start = Number(el.getAttribute('start') ?? '1') || 1;
    const items = el.childNodes.filter((n): n is HTMLElement => n instanceof HTMLElement && n.rawTagName?.toLowerCase() === 'li');
    return items
      .map((item, index) => {
        const marker = ordered ? `${start + index}. ` : '- ';
        const body = this.blocks(item.childNodes).join('\n\n');
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

  private table(el: HTMLElement): string {
    const rows = el
      .querySelectorAll('tr')
      .map(tr =>
        tr.childNodes
          .filter((n): n is HTMLElement => n instanceof HTMLElement && /^t[hd]$/i.test(n.rawTagName ?? ''))
          .map(cell => this.blocks(cell.childNodes).join(' ').replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim()),
      );
    if (rows.length === 0) return '';
    const width = Math.max(...rows.map(r => r.length));
    const pad = (row: string[]) => [...row, ...Array(width - row.length).fill('')];
    const hasHead = el.querySelector('thead') !== null;
    const head = hasHead ? pad(rows[0]) : Array(width).fill(' ');
    const body = hasHead ? rows.slice(1) : rows;
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [line(head), line(Array(width).fill('---')), ...body.map(r => line(pad(r)))].join('\n');
  }
}

/** Markdown of an HTML fragment. */
export function htmlToMarkdown(html: string, options: HtmlToMarkdownOptions = {}): string {
  const root = parse(html, { blockTextElements: { script: false, style: false, noscript: false } });
  const converter = new Converter({ resolveLink: path => path, headingShift: 0, ...options });
  return converter.blocks(root.childNodes).join('\n\n');
}
