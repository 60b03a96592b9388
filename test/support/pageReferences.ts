/**
 * Everything an HTML page points at, for the crawl of the served build and the tests: the
 * pages its links lead to (src/linkCheck/pageReferences.ts, what the build's link check
 * reads) and, here, what it loads (scripts, stylesheets, icons, images, url() in styles) and
 * the documents its `<link>`s name (canonical, alternate), read in the same parse.
 */
import { readHtml, type Attributes, type HtmlReader } from '../../src/lib/htmlStream';
import { NOT_FETCHED, referenceReader } from '../../src/linkCheck/pageReferences';

export interface Reference {
  kind: 'page' | 'asset';
  /** As written in the HTML (entities decoded). */
  url: string;
  /** Where it was found, e.g. `<script src>`. */
  where: string;
}

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]+))\s*\)/g;
/** <link rel> values that load something the page uses (the rest name other documents). */
const ASSET_RELS = new Set(['stylesheet', 'icon', 'shortcut', 'apple-touch-icon', 'mask-icon', 'manifest', 'preload', 'modulepreload', 'prefetch']);
const SRC_ONLY = new Set(['script', 'iframe', 'embed', 'track']);
const MEDIA = new Set(['img', 'source', 'video', 'audio', 'input']);

/** URLs of a srcset ("a.png 1x, b.png 2x"). */
function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map(candidate => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

function cssUrls(css: string): string[] {
  return Array.from(css.matchAll(CSS_URL), m => (m[1] ?? m[2] ?? m[3] ?? '').trim()).filter(Boolean);
}

type Add = (kind: Reference['kind'], url: string | undefined, where: string) => void;

/** What an element loads, and the documents a `<link>` names (its `<a>` links are the link check's). */
function addLoaded(name: string, attributes: Attributes, add: Add): void {
  if (name === 'link') {
    const rel = attributes.rel ?? '';
    const rels = rel.toLowerCase().split(/\s+/);
    add(rels.some(value => ASSET_RELS.has(value)) ? 'asset' : 'page', attributes.href, `<link rel="${rel}">`);
  } else if (SRC_ONLY.has(name)) {
    add('asset', attributes.src, `<${name} src>`);
  } else if (MEDIA.has(name)) {
    add('asset', attributes.src, `<${name} src>`);
    for (const url of srcsetUrls(attributes.srcset ?? '')) add('asset', url, `<${name} srcset>`);
    add('asset', attributes.poster, `<${name} poster>`);
  } else if (name === 'use' && !(attributes.href ?? '#').startsWith('#')) {
    // A symbol of another SVG file (icons, the logo sprite); `#id` alone is in this page.
    add('asset', attributes.href, '<use href>');
  } else if (name === 'object') {
    add('asset', attributes.data, '<object data>');
  } else if (name === 'meta') {
    const property = (attributes.property ?? attributes.name ?? '').toLowerCase();
    if (/^(og|twitter):image$/.test(property)) add('asset', attributes.content, `<meta ${property}>`);
  }
  if (attributes.style) for (const url of cssUrls(attributes.style)) add('asset', url, `<${name} style> url()`);
}

/** A reader of what the page loads and its `<link>`ed documents, in document order. */
function loadedReader(): HtmlReader & { result(): Reference[] } {
  const references: Reference[] = [];
  const add: Add = (kind, url, where) => {
    const trimmed = url?.trim();
    if (trimmed && !NOT_FETCHED.test(trimmed)) references.push({ kind, url: trimmed, where });
  };
  let style: string[] | null = null;
  return {
    open(name, attributes) {
      addLoaded(name, attributes, add);
      if (name === 'style') style = [];
    },
    text(text) {
      style?.push(text);
    },
    close(name) {
      if (name !== 'style' || !style) return;
      for (const url of cssUrls(style.join(''))) add('asset', url, '<style> url()');
      style = null;
    },
    result: () => references,
  };
}

/** Everything `html` points at (its links first, then what it loads and `<link>`s), and its ids. */
export function pageReferences(html: string): { references: Reference[]; ids: Set<string> } {
  const links = referenceReader();
  const loaded = loadedReader();
  readHtml(html, links, loaded);
  const { links: pageLinks, ids } = links.result();
  return { references: [...pageLinks.map(link => ({ kind: 'page' as const, ...link })), ...loaded.result()], ids };
}

/** Where <a>/<area> links and a meta refresh lead, as written (entities decoded): what the build's link check reads. */
export function pageLinks(html: string): string[] {
  const reader = referenceReader();
  readHtml(html, reader);
  return reader.result().links.map(link => link.url);
}

/** Values of id attributes and of <a name>: where a `#fragment` may land. */
export function pageIds(html: string): Set<string> {
  const reader = referenceReader();
  readHtml(html, reader);
  return reader.result().ids;
}
