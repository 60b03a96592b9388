/**
 * Reading the built site: pages by route, and a small HTML tree for queries, built from
 * the same htmlparser2 stream the build reads pages with.
 */
import fs from 'fs';
import path from 'path';
import { PUBLIC_DIR } from './paths';
import { readHtml } from '../../src/lib/htmlStream';

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

/** The document as a tree under a `#root` element; entities are decoded, comments left out. */
export function parse(html: string): Element {
  const root: Element = { type: 'element', name: '#root', attribs: {}, children: [], parent: null };
  let current = root;
  readHtml(html, {
    open(name, attribs) {
      const element: Element = { type: 'element', name, attribs, children: [], parent: current };
      current.children.push(element);
      current = element;
    },
    close() {
      if (current.parent) current = current.parent;
    },
    text(data) {
      current.children.push({ type: 'text', data });
    },
  });
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

export const byName =
  (name: string, attribs: Record<string, string | true> = {}) =>
  (el: Element) =>
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
