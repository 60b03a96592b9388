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

/**
 * Regexes over tags, never a full parse (pages have thousands of highlighting spans):
 * quoted attribute values may hold `>`, and no pattern nests repeats, so each is linear.
 */
const IN_TAG = `(?:[^>"']|"[^"]*"|'[^']*')`;
const VALUE = `\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`;
/**
 * Comments and script/style bodies never hold markup. Patterns that run over the whole
 * page start with this alternative, so such a stretch is consumed (and ignored: no group
 * matches) in the same pass, without building a stripped copy of the page first.
 */
const INERT = `<!--[\\s\\S]*?-->|<script\\b[^>]*>[\\s\\S]*?</script>|<style\\b[^>]*>[\\s\\S]*?</style>`;
/** <a>/<area> links, the bulk of a page's references: read straight from the tag. */
const LINK = new RegExp(`${INERT}|<(a|area)\\b${IN_TAG}*?\\shref${VALUE}`, 'gi');
const META = new RegExp(`${INERT}|<(meta)\\b(${IN_TAG}*)>`, 'gi');
/** The other tags that can point somewhere (run over the page with inert bodies emptied). */
const TAG = new RegExp(`<(link|script|iframe|embed|track|img|source|video|audio|input|object|meta)\\b(${IN_TAG}*)>`, 'gi');
/** ids of any element (the space before the name keeps data-id and the like out), and <a name>. */
const ID = new RegExp(`${INERT}|\\sid${VALUE}`, 'gi');
const A_NAME = new RegExp(`${INERT}|<a\\b${IN_TAG}*?\\sname${VALUE}`, 'gi');
const STYLE_ATTRIBUTE = new RegExp(`<([a-zA-Z][\\w-]*)\\b${IN_TAG}*?\\sstyle\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'gi');
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

const valueOf = (match: RegExpMatchArray, from: number) => decodeEntities(match[from] ?? match[from + 1] ?? match[from + 2] ?? '');

/** The HTML without comments and with empty <script>/<style> bodies, plus the style texts. */
function stripInert(html: string): { markup: string; styles: string[] } {
  const styles: string[] = [];
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2')
    .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi, (_, open: string, css: string, close: string) => {
      styles.push(css);
      return open + close;
    });
  return { markup, styles };
}

/** Values of id attributes and of <a name>: where a `#fragment` may land. */
export function pageIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const pattern of [ID, A_NAME]) {
    for (const match of html.matchAll(pattern)) {
      const id = valueOf(match, 1);
      if (id) ids.add(id);
    }
  }
  return ids;
}

/** Where a meta refresh leads, if the attributes are one. */
function refreshTarget(attrs: Map<string, string>): string | undefined {
  if ((attrs.get('http-equiv') ?? '').toLowerCase() !== 'refresh') return undefined;
  return /url\s*=\s*['"]?([^'"]+)/i.exec(attrs.get('content') ?? '')?.[1];
}

type Add = (kind: ReferenceKind, url: string | undefined, where: string) => void;

function addLinks(html: string, add: Add): void {
  for (const match of html.matchAll(LINK)) if (match[1]) add('page', valueOf(match, 2), `<${match[1].toLowerCase()} href>`);
}

/** Where <a>/<area> links and a meta refresh lead, as written (entities decoded). */
export function pageLinks(html: string): string[] {
  const links: string[] = [];
  const add: Add = (_kind, url) => {
    const trimmed = url?.trim();
    if (trimmed && !NOT_FETCHED.test(trimmed)) links.push(trimmed);
  };
  addLinks(html, add);
  for (const match of html.matchAll(META)) if (match[1]) add('page', refreshTarget(attributes(match[2])), '<meta http-equiv="refresh">');
  return links;
}

export function pageReferences(html: string): PageReferences {
  const references: Reference[] = [];
  const add: Add = (kind, url, where) => {
    const trimmed = url?.trim();
    if (!trimmed || NOT_FETCHED.test(trimmed)) return;
    references.push({ kind, url: trimmed, where });
  };
  addLinks(html, add);
  const { markup, styles } = stripInert(html);
  for (const match of markup.matchAll(TAG)) {
    const tag = match[1].toLowerCase();
    const attrs = attributes(match[2]);
    switch (tag) {
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
        add('page', refreshTarget(attrs), '<meta http-equiv="refresh">');
        break;
      }
      default:
        break;
    }
  }
  for (const css of styles) for (const url of cssUrls(css)) add('asset', url, '<style> url()');
  for (const match of markup.matchAll(STYLE_ATTRIBUTE)) {
    for (const url of cssUrls(decodeEntities(match[2] ?? match[3] ?? ''))) add('asset', url, `<${match[1].toLowerCase()} style> url()`);
  }
  return { references, ids: pageIds(html) };
}
