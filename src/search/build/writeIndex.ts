/**
 * Build-time search index. In `gatsby build` it is made from the built HTML (the most
 * faithful source: rendered MDX, generated client setup sections, API pages) and
 * written to public/search/. In `gatsby develop` the dev server serves the same format,
 * made by the same extractor from the bodies createPages rendered (developIndex.ts).
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { buildIndex, BuiltIndex } from '../core/buildIndex';
import type { SearchRecord } from '../core/types';
import { recordReader, type RecordReader } from './extract';

export const SEARCH_DIR = 'search';

interface SearchIndexStats {
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

function indexStats(index: BuiltIndex): SearchIndexStats {
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
