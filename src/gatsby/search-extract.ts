/**
 * Turns one built HTML page into search records. The markup convention (documented in
 * docs/search.md of the branch report and in README of src/search):
 *
 * - The indexed content is the first `[data-search-root]`, else the first `<article>`.
 *   Pages without either (home, redirects, 404) are skipped, and so is any page with
 *   `<meta name="robots" content="noindex">` (drafts) or `data-search-ignore` on the root.
 * - The type comes from `data-search-type` (docs | client | api) on the root, else from
 *   the route: /docs/client-examples/* is `client`, /docs/api/* is `api`, else `docs`.
 * - The page title is `data-search-title` on the root, else the first <h1>.
 * - Each h2/h3 with an id starts a record that lands on that id.
 * - An element with `data-search-method` and `data-search-path` (an API operation, e.g.
 *   the root of an operation page or a <section id> per operation) starts a record too:
 *   it lands on the element's id (or the page top), its heading is `data-search-summary`
 *   (else the first heading inside) and its method and path are indexed with top weight.
 *   Records inside it (Parameters, Responses...) keep its method and path.
 * - `data-search-keywords` on any element adds hidden terms at heading weight.
 * - Anything marked `data-search-ignore`, plus <style>, <script>, <svg>, <button>,
 *   <nav>, the inline table of contents, the page meta row and heading anchors, is left out.
 * - Code in the first cell of a table row, in a <dt> or in a heading counts as a
 *   definition (identifier boost); other <code> counts as code.
 */
import type { SearchRecord, SearchType } from '../search/types';
import { decodeEntities } from '../lib/htmlEntities';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'header', 'hr', 'li', 'main', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul',
]);
const SKIP_TAGS = new Set(['style', 'script', 'svg', 'button', 'nav', 'template', 'noscript']);
const SKIP_CLASSES = ['toc-inline', 'page-meta', 'heading-anchor', 'draft-badge', 'copy-button'];

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

interface Element {
  tag: string;
  attributes: Record<string, string>;
}

type Event = { kind: 'open'; element: Element; selfClosing: boolean } | { kind: 'close'; tag: string } | { kind: 'text'; text: string };

/** A forgiving HTML tokenizer, enough for React's server output. */
export function* htmlEvents(html: string): Generator<Event> {
  const pattern = /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
  let at = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(html))) {
    if (match.index > at) yield { kind: 'text', text: decodeEntities(html.slice(at, match.index)) };
    at = pattern.lastIndex;
    if (match[1]) {
      yield { kind: 'close', tag: match[1].toLowerCase() };
    } else if (match[2]) {
      const tag = match[2].toLowerCase();
      const element = { tag, attributes: parseAttributes(match[3] ?? '') };
      const selfClosing = match[4] === '/' || VOID.has(tag);
      yield { kind: 'open', element, selfClosing };
      if (!selfClosing && (tag === 'style' || tag === 'script')) {
        // Raw text: jump to the closing tag (searched from here: lower-casing the whole page per element was the extractor's main cost).
        const closer = new RegExp(`</${tag}`, 'gi');
        closer.lastIndex = at;
        const end = closer.exec(html);
        at = end ? end.index : html.length;
        pattern.lastIndex = at;
      }
    }
  }
  if (at < html.length) yield { kind: 'text', text: decodeEntities(html.slice(at)) };
}

export function typeFromRoute(route: string): SearchType {
  if (route.startsWith('/docs/client-examples/')) return 'client';
  if (route.startsWith('/docs/api/')) return 'api';
  return 'docs';
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Draft {
  anchor: string;
  heading: string;
  method: string;
  path: string;
  headingParts: string[];
  def: string[];
  code: string[];
  body: string[];
  keywords: string[];
  /** The record that introduces an API operation (its method and path get top weight). */
  opStart: boolean;
}

/** Records of one built page, or [] when the page is not indexed. */
export function extractRecords(route: string, html: string): SearchRecord[] {
  if (/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html)) return [];
  const records: Draft[] = [];
  let pageTitle = '';
  let type: SearchType = typeFromRoute(route);
  let inRoot = false;
  let rootDepth = -1;
  const stack: { tag: string; skip: boolean; operation: boolean; def: boolean; code: boolean; heading: boolean; h1: boolean }[] = [];
  let skipDepth = 0;
  let current = null as Draft | null;
  const operations: { method: string; path: string }[] = [];
  let rowCell = 0;
  let h1Text = '';
  let done = false;
  let pageOperation: { method: string; path: string } | null = null;

  const start = (anchor: string, heading: string) => {
    const op = operations[operations.length - 1];
    current = { anchor, heading, method: op?.method ?? '', path: op?.path ?? '', headingParts: [], def: [], code: [], body: [], keywords: [], opStart: false };
    records.push(current);
  };

  // Everything before the root (head, navbar, sidebar) is never indexed: start at the root's tag.
  const rootTag = /<[a-zA-Z][\w-]*\s[^>]*\bdata-search-root\b/.exec(html) ?? /<article\b/i.exec(html);
  if (!rootTag) return [];
  for (const event of htmlEvents(html.slice(rootTag.index))) {
    if (done) break;
    if (event.kind === 'open') {
      const { tag, attributes } = event.element;
      if (!inRoot) {
        if ('data-search-root' in attributes || tag === 'article') {
          if ('data-search-ignore' in attributes) return [];
          inRoot = true;
          rootDepth = stack.length;
          if (attributes['data-search-type']) type = attributes['data-search-type'] as SearchType;
          if (attributes['data-search-title']) pageTitle = attributes['data-search-title'];
          start('', '');
        }
        if (!event.selfClosing) stack.push({ tag, skip: false, operation: false, def: false, code: false, heading: false, h1: false });
        if (inRoot && (attributes['data-search-method'] || attributes['data-search-path'])) {
          // The root itself is the operation.
          stack[stack.length - 1].operation = true;
          operations.push({ method: (attributes['data-search-method'] ?? '').toUpperCase(), path: attributes['data-search-path'] ?? '' });
          current!.method = operations[operations.length - 1].method;
          current!.path = operations[operations.length - 1].path;
          current!.heading = attributes['data-search-summary'] ?? '';
          current!.opStart = true;
        }
        continue;
      }
      const parent = stack[stack.length - 1];
      const classes = (attributes.class ?? '').split(/\s+/);
      const skip = skipDepth > 0 || SKIP_TAGS.has(tag) || 'data-search-ignore' in attributes || SKIP_CLASSES.some(c => classes.includes(c));
      const frame = {
        tag,
        skip,
        operation: false,
        def: parent?.def || tag === 'dt' || (tag === 'td' || tag === 'th' ? rowCell === 0 : false) || /^h[2-6]$/.test(tag),
        code: parent?.code || tag === 'code',
        heading: parent?.heading || false,
        h1: parent?.h1 || tag === 'h1',
      };
      if (tag === 'tr') rowCell = 0;
      if (!skip) {
        if (attributes['data-search-keywords']) current!.keywords.push(attributes['data-search-keywords']);
        if (attributes['data-search-api-method'] || attributes['data-search-api-path']) {
          // Page-level operation facts (the lead's API template): apply to the whole page.
          pageOperation = { method: (attributes['data-search-api-method'] ?? '').toUpperCase(), path: attributes['data-search-api-path'] ?? '' };
        }
        if (attributes['data-search-method'] || attributes['data-search-path']) {
          frame.operation = true;
          operations.push({ method: (attributes['data-search-method'] ?? '').toUpperCase(), path: attributes['data-search-path'] ?? '' });
          start(attributes.id ?? '', attributes['data-search-summary'] ?? '');
          current!.opStart = true;
        } else if ((tag === 'h2' || tag === 'h3') && attributes.id) {
          const draft = current as Draft | null;
          if (draft && draft.opStart && draft.anchor && !draft.body.join('').trim()) {
            // The operation's own heading: it names the record unless a summary did.
            frame.heading = !draft.heading;
          } else {
            start(attributes.id, '');
            frame.heading = true;
          }
        }
      }
      if (BLOCK.has(tag) && current) current.body.push(' ');
      if (event.selfClosing) continue;
      stack.push(frame);
      if (skip) skipDepth += 1;
      continue;
    }
    if (event.kind === 'close') {
      if (!inRoot) {
        const index = stack.map(f => f.tag).lastIndexOf(event.tag);
        if (index >= 0) stack.length = index;
        continue;
      }
      const index = stack.map(f => f.tag).lastIndexOf(event.tag);
      if (index < 0) continue;
      while (stack.length > index) {
        const frame = stack.pop()!;
        if (frame.skip) skipDepth -= 1;
        if (frame.operation) operations.pop();
        if ((frame.tag === 'td' || frame.tag === 'th') && !frame.skip) rowCell += 1;
        if (BLOCK.has(frame.tag) && current) (current as Draft).body.push(' ');
        if (frame.tag === 'h1' && !pageTitle) pageTitle = clean(h1Text);
      }
      if (stack.length <= rootDepth) done = true;
      continue;
    }
    if (!inRoot || skipDepth > 0 || !current) continue;
    const frame = stack[stack.length - 1];
    const text = event.text;
    const draft = current as Draft;
    if (frame?.h1) {
      h1Text += text;
      continue; // the title is indexed as the title field
    }
    draft.body.push(text);
    if (frame?.heading) draft.headingParts.push(text);
    else if (frame?.code && frame.def) draft.def.push(text);
    else if (frame?.code) draft.code.push(text);
  }

  if (!pageTitle) pageTitle = clean(h1Text) || route;
  if (pageOperation && records[0]) {
    records[0].opStart = true;
    for (const draft of records) {
      if (!draft.method) draft.method = pageOperation.method;
      if (!draft.path) draft.path = pageOperation.path;
    }
  }
  return records
    .map(draft => {
      const heading = clean(draft.heading || draft.headingParts.join('')) || pageTitle;
      const body = clean(draft.body.join(''));
      return {
        route,
        anchor: draft.anchor,
        pageTitle,
        heading,
        type,
        method: draft.method || undefined,
        path: draft.path || undefined,
        fields: {
          title: pageTitle,
          heading: [heading === pageTitle ? '' : heading, ...draft.keywords].join(' ').trim() || undefined,
          def: clean(draft.def.join(' ')) || undefined,
          code: clean(draft.code.join(' ')) || undefined,
          path: draft.opStart ? [draft.method, draft.path].join(' ').trim() || undefined : undefined,
          body: body || undefined,
        },
      } as SearchRecord;
    })
    .filter(record => record.fields.body || record.anchor || record.path);
}
