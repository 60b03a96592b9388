/**
 * Everything an HTML page points at: pages (links, canonical, meta refresh) and assets
 * (scripts, stylesheets, icons, images, url() in styles), plus the ids its anchors may
 * land on. Pure, for the build's link check and the crawl of the served build.
 */
import type { Attributes, HtmlReader } from '../lib/htmlStream';

type ReferenceKind = 'page' | 'asset';

/** @internal Exported for its tests; production uses it in this file only. */
export interface Reference {
  kind: ReferenceKind;
  /** As written in the HTML (entities decoded). */
  url: string;
  /** Where it was found, e.g. `<script src>`. */
  where: string;
}

/** @internal Exported for its tests; production uses it in this file only. */
export interface PageReferences {
  references: Reference[];
  /** Values of id attributes and of <a name>. */
  ids: Set<string>;
}

/** What a reader collects: the pages a visitor can follow only, or every reference. */
type ReferenceScope = 'links' | 'all';

interface ReferenceReader extends HtmlReader {
  /** The references and ids read so far (all of them once the parse has ended). */
  result(): PageReferences;
}

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]+))\s*\)/g;
/** <link rel> values that load something the page uses (the rest name other documents). */
const ASSET_RELS = new Set(['stylesheet', 'icon', 'shortcut', 'apple-touch-icon', 'mask-icon', 'manifest', 'preload', 'modulepreload', 'prefetch']);
/** Schemes that are not fetched from the site. */
const NOT_FETCHED = /^(?:mailto|tel|javascript|data|blob|about):/i;
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

/** Where a meta refresh leads, if the attributes are one. */
function refreshTarget(attributes: Attributes): string | undefined {
  if ((attributes['http-equiv'] ?? '').toLowerCase() !== 'refresh') return undefined;
  return /url\s*=\s*['"]?([^'"]+)/i.exec(attributes.content ?? '')?.[1];
}

type Add = (kind: ReferenceKind, url: string | undefined, where: string) => void;

/** Assets an element loads (its links to pages are read by the caller). */
function addAssets(name: string, attributes: Attributes, add: Add): void {
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

/** A reader that collects a page's references and ids in document order. */
export function referenceReader(scope: ReferenceScope): ReferenceReader {
  const references: Reference[] = [];
  const ids = new Set<string>();
  const add: Add = (kind, url, where) => {
    const trimmed = url?.trim();
    if (trimmed && !NOT_FETCHED.test(trimmed)) references.push({ kind, url: trimmed, where });
  };
  let style: string[] | null = null;
  return {
    open(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      if ((name === 'a' || name === 'area') && 'href' in attributes) add('page', attributes.href, `<${name} href>`);
      if (name === 'meta') add('page', refreshTarget(attributes), '<meta http-equiv="refresh">');
      if (scope === 'all') {
        addAssets(name, attributes, add);
        if (name === 'style') style = [];
      }
    },
    text(text) {
      style?.push(text);
    },
    close(name) {
      if (name !== 'style' || !style) return;
      for (const url of cssUrls(style.join(''))) add('asset', url, '<style> url()');
      style = null;
    },
    result: () => ({ references, ids }),
  };
}
