/**
 * Build-time search index. In `gatsby build` it is made from the built HTML (the most
 * faithful source: rendered MDX, generated client setup sections, API pages) and
 * written to public/search/. In `gatsby develop` a dev endpoint serves the same format,
 * built on demand from the MDX sources (no built HTML exists there).
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { buildIndex, BuiltIndex } from '../search/build';
import type { SearchRecord } from '../search/types';
import { recordReader, type RecordReader } from './search-extract';
import { headingText } from '../lib/headings';

export const SEARCH_DIR = 'search';
/** Where `gatsby develop` serves the index (see onCreateDevServer). */
export const DEV_SEARCH_PATH = '/__search';

export interface SearchIndexStats {
  pages: number;
  records: number;
  terms: number;
  files: number;
  /** Gzipped bytes. */
  manifestGzip: number;
  totalGzip: number;
  largestShardGzip: number;
  largestChunkGzip: number;
}

/** The home page and the 404 pages are not searched for. */
export function isIndexedRoute(route: string): boolean {
  return route !== '/' && !/^\/404/.test(route) && !route.startsWith('/dev-404');
}

/** A reader of the search records of the built page at `route`, or null when the route is not indexed. */
export function pageRecordReader(route: string): RecordReader | null {
  return isIndexedRoute(route) ? recordReader(route) : null;
}

/** Records of every page, in route order (the order the index stores them in). */
export function recordsInRouteOrder(byRoute: Map<string, SearchRecord[]>): SearchRecord[] {
  return Array.from(byRoute.keys())
    .sort()
    .flatMap(route => byRoute.get(route)!);
}

export function indexStats(index: BuiltIndex): SearchIndexStats {
  const gz = (text: string) => zlib.gzipSync(text, { level: 9 }).length;
  let totalGzip = 0;
  let largestShardGzip = 0;
  let largestChunkGzip = 0;
  for (const [name, text] of index.files) {
    const size = gz(text);
    totalGzip += size;
    if (/\/t\d+\.json$/.test(name)) largestShardGzip = Math.max(largestShardGzip, size);
    if (/\/x\d+\.json$/.test(name)) largestChunkGzip = Math.max(largestChunkGzip, size);
  }
  return {
    pages: index.manifest.pages.length,
    records: index.manifest.records,
    terms: index.manifest.termCount,
    files: index.files.size,
    manifestGzip: gz(index.files.get('manifest.json')!),
    totalGzip,
    largestShardGzip,
    largestChunkGzip,
  };
}

/** Writes public/search/ (replacing an older index) from the pages' records and returns its figures. */
export function writeSearchIndex(publicDir: string, records: SearchRecord[]): SearchIndexStats {
  const index = buildIndex(records);
  const dir = path.join(publicDir, SEARCH_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of index.files) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return indexStats(index);
}

/* ---------- gatsby develop: a simpler index from the MDX sources ---------- */

export interface MdxSource {
  route: string;
  title: string;
  description: string;
  type: 'docs' | 'client';
  body: string;
  draft: boolean;
}

/** Markdown to rough plain text (develop only: links, emphasis, JSX tags and fences reduced). */
function markdownText(markdown: string): string {
  return markdown
    .replace(/^\s*(import|export)\s.*$/gm, '')
    .replace(/^```.*$/gm, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>|]/g, ' ')
    .replace(/^\s*[-:| ]+$/gm, ' ');
}

export function recordsFromMdx(sources: MdxSource[], slug: (text: string) => string): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const source of sources) {
    if (source.draft) continue;
    const slugs = new Map<string, number>();
    const idOf = (text: string) => {
      const base = slug(text);
      const seen = slugs.get(base) ?? 0;
      slugs.set(base, seen + 1);
      return seen ? `${base}-${seen}` : base;
    };
    let anchor = '';
    let heading = source.title;
    let lines: string[] = [source.description];
    let code: string[] = [];
    let fence = false;
    const flush = () => {
      const body = markdownText(lines.join('\n')).replace(/\s+/g, ' ').trim();
      if (body || anchor) {
        records.push({
          route: source.route,
          anchor,
          pageTitle: source.title,
          heading,
          type: source.type,
          fields: { title: source.title, heading: heading === source.title ? undefined : heading, code: code.join(' ') || undefined, body },
        });
      }
    };
    for (const line of source.body.split(/\r?\n/)) {
      if (/^\s{0,3}(```|~~~)/.test(line)) fence = !fence;
      const match = !fence && /^(#{2,3})\s+(.+)$/.exec(line);
      if (match) {
        flush();
        heading = headingText(match[2]);
        anchor = idOf(heading);
        lines = [heading];
        code = [];
        continue;
      }
      if (/^#{4,6}\s/.test(line)) idOf(headingText(line.replace(/^#+\s+/, '')));
      lines.push(line);
      for (const inline of line.matchAll(/`([^`]+)`/g)) code.push(inline[1]);
    }
    flush();
  }
  return records;
}

export function buildDevIndex(sources: MdxSource[], slug: (text: string) => string): BuiltIndex {
  return buildIndex(recordsFromMdx(sources, slug));
}
