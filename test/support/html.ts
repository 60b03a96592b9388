/**
 * Reading the built site: pages by route, and a small HTML tree for queries. React's
 * server output is well-formed, so a tokenizer is enough (htmlparser2 is ESM-only here).
 */
import fs from 'fs';
import path from 'path';
import { PUBLIC_DIR } from './paths';
import { decodeEntities } from '../../src/lib/htmlEntities';

export interface Element {
  type: 'element';
  name: string;
  attribs: Record<string, string>;
  children: Node[];
  parent: Element | null;
}
export interface Text {
  type: 'text';
  data: string;
}
export type Node = Element | Text;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW = new Set(['script', 'style', 'textarea', 'title']);
const TAG = /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/gi;
const ATTR = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

export function parse(html: string): Element {
  const root: Element = { type: 'element', name: '#root', attribs: {}, children: [], parent: null };
  let current = root;
  let last = 0;
  TAG.lastIndex = 0;
  let match: RegExpExecArray | null;
  const addText = (raw: string) => {
    if (raw) current.children.push({ type: 'text', data: decodeEntities(raw) });
  };
  while ((match = TAG.exec(html))) {
    addText(html.slice(last, match.index));
    last = TAG.lastIndex;
    const [whole, closing, rawName, rawAttrs, selfClosing] = match;
    if (!rawName) continue; // comment or doctype
    const name = rawName.toLowerCase();
    if (closing) {
      let node: Element | null = current;
      while (node && node.name !== name) node = node.parent;
      if (node?.parent) current = node.parent;
      continue;
    }
    const attribs: Record<string, string> = {};
    for (const a of rawAttrs.matchAll(ATTR)) attribs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    const element: Element = { type: 'element', name, attribs, children: [], parent: current };
    current.children.push(element);
    if (VOID.has(name) || selfClosing || whole.endsWith('/>')) continue;
    if (RAW.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, last);
      const stop = end === -1 ? html.length : end;
      if (stop > last) element.children.push({ type: 'text', data: name === 'title' || name === 'textarea' ? decodeEntities(html.slice(last, stop)) : html.slice(last, stop) });
      const close = html.indexOf('>', stop);
      last = close === -1 ? html.length : close + 1;
      TAG.lastIndex = last;
      continue;
    }
    current = element;
  }
  addText(html.slice(last));
  return root;
}

/** All elements below `node` in document order that satisfy `test`. */
export function findAll(node: Element, test: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  const visit = (el: Element) => {
    for (const child of el.children) {
      if (child.type !== 'element') continue;
      if (test(child)) out.push(child);
      visit(child);
    }
  };
  visit(node);
  return out;
}

export function find(node: Element, test: (el: Element) => boolean): Element | null {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const deeper = find(child, test);
    if (deeper) return deeper;
  }
  return null;
}

export const byName = (name: string, attribs: Record<string, string | true> = {}) => (el: Element) =>
  el.name === name && Object.entries(attribs).every(([k, v]) => (v === true ? k in el.attribs : el.attribs[k] === v));

export function text(node: Node | null | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.data;
  return node.children.map(text).join('');
}

/** public/ file holding a route's HTML (`/` → index.html, `/docs/x` → docs/x/index.html). */
export function htmlFileFor(route: string, root = PUBLIC_DIR): string {
  return path.join(root, route.replace(/^\/|\/$/g, ''), 'index.html');
}

/** route → HTML for every page of the build (each `<dir>/index.html`). */
export function builtPages(root = PUBLIC_DIR): Map<string, string> {
  const pages = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir !== root || !['page-data', 'static', '_gatsby', '~partytown'].includes(entry.name)) visit(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(root, dir).split(path.sep).join('/');
        pages.set(rel === '' ? '/' : rel === 'docs' ? '/docs/' : `/${rel}`, fs.readFileSync(full, 'utf8'));
      }
    }
  };
  visit(root);
  return pages;
}

export const isRedirectStub = (html: string) => /<meta http-equiv="refresh"/i.test(html);

function focusable(el: Element): boolean {
  const a = el.attribs;
  if ('disabled' in a && ['button', 'input', 'select', 'textarea'].includes(el.name)) return false;
  if ('tabindex' in a) return a.tabindex !== '-1';
  if (el.name === 'a') return 'href' in a;
  if (el.name === 'input') return a.type !== 'hidden';
  return ['button', 'select', 'textarea', 'summary', 'iframe'].includes(el.name) || 'contenteditable' in a;
}

/** First element in document order that takes keyboard focus. */
export function firstFocusable(doc: Element): Element | null {
  const body = find(doc, byName('body'));
  return body ? find(body, focusable) : null;
}
