/**
 * Everything an HTML page points at: pages (links, canonical, meta refresh) and assets
 * (scripts, stylesheets, icons, images, url() in inline styles), plus the ids its anchors
 * may land on. Pure and regex-based like linkCheck.ts, for the crawl of the served build.
 */

import { decodeEntities } from './htmlEntities';

export type ReferenceKind = 'page' | 'asset';

export interface Reference {
  kind: ReferenceKind;
  /** As written in the HTML (entities decoded). */
  url: string;
  /** Where it was found, e.g. `<script src>`. */
  where: string;
}

export interface PageReferences {
  references: Reference[];
  /** Values of id attributes and of <a name>. */
  ids: Set<string>;
}

const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]+))\s*\)/g;
/** <link rel> values that load something the page uses (the rest name other documents). */
const ASSET_RELS = new Set(['stylesheet', 'icon', 'shortcut', 'apple-touch-icon', 'mask-icon', 'manifest', 'preload', 'modulepreload', 'prefetch']);
/** Schemes that are not fetched from the site. */
const NOT_FETCHED = /^(?:mailto|tel|javascript|data|blob|about):/i;

function attributes(source: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!result.has(name)) result.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return result;
}

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

export function pageReferences(html: string): PageReferences {
  const references: Reference[] = [];
  const ids = new Set<string>();
  const add = (kind: ReferenceKind, url: string | undefined, where: string) => {
    const trimmed = url?.trim();
    if (!trimmed || NOT_FETCHED.test(trimmed)) return;
    references.push({ kind, url: trimmed, where });
  };

  // Inline styles may point at assets; script bodies and comments never hold markup.
  const styles: string[] = [];
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2')
    .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi, (_, open: string, css: string, close: string) => {
      styles.push(css);
      return open + close;
    });
  for (const css of styles) for (const url of cssUrls(css)) add('asset', url, '<style> url()');

  for (const match of markup.matchAll(TAG)) {
    const tag = match[1].toLowerCase();
    const attrs = attributes(match[2]);
    const id = attrs.get('id');
    if (id) ids.add(id);
    if (tag === 'a' && attrs.has('name')) ids.add(attrs.get('name')!);
    const style = attrs.get('style');
    if (style) for (const url of cssUrls(style)) add('asset', url, `<${tag} style> url()`);

    switch (tag) {
      case 'a':
      case 'area':
        add('page', attrs.get('href'), `<${tag} href>`);
        break;
      case 'link': {
        const rels = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
        add(rels.some(rel => ASSET_RELS.has(rel)) ? 'asset' : 'page', attrs.get('href'), `<link rel="${attrs.get('rel') ?? ''}">`);
        break;
      }
      case 'script':
      case 'iframe':
      case 'embed':
      case 'track':
        add('asset', attrs.get('src'), `<${tag} src>`);
        break;
      case 'img':
      case 'source':
      case 'video':
      case 'audio':
      case 'input':
        add('asset', attrs.get('src'), `<${tag} src>`);
        for (const url of srcsetUrls(attrs.get('srcset') ?? '')) add('asset', url, `<${tag} srcset>`);
        add('asset', attrs.get('poster'), `<${tag} poster>`);
        break;
      case 'object':
        add('asset', attrs.get('data'), '<object data>');
        break;
      case 'meta': {
        const property = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
        if (/^(og|twitter):image$/.test(property)) add('asset', attrs.get('content'), `<meta ${property}>`);
        if ((attrs.get('http-equiv') ?? '').toLowerCase() === 'refresh') {
          const target = /url\s*=\s*['"]?([^'"]+)/i.exec(attrs.get('content') ?? '');
          add('page', target?.[1], '<meta http-equiv="refresh">');
        }
        break;
      }
      default:
        break;
    }
  }
  return { references, ids };
}
