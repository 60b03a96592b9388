/**
 * Builds the split index from records: a small manifest (page and record metadata, and
 * where each part starts), the sorted vocabulary in dictionary parts, postings shards cut
 * from it at balanced sizes, and excerpt text in chunks of neighbouring records; plus the
 * same terms, postings and text in a few large parts for loading in the background.
 * Pure: returns file name -> JSON text.
 */
import { BM25_B, BM25_K1, FIELD_WEIGHTS, SCORE_SCALE, TITLE_IN_SECTION } from './ranking';
import { indexTokens } from './phrases';
import type { Manifest, PostingsPart, RecordDetails, RecordFields, SearchRecord, SearchType } from './types';

const MAX_TEXT = 3000;

interface BuildOptions {
  /** Target raw size of a dictionary part in characters. */
  dictChars?: number;
  /** Target raw size of a postings shard in characters. */
  shardChars?: number;
  /** Target raw size of a text chunk in characters. */
  chunkChars?: number;
  /** Target raw size of a bulk (background) part in characters. */
  partChars?: number;
}

export interface BuiltIndex {
  manifest: Manifest;
  /** Relative path (manifest.json, <base>/t0.json, <base>/x0.json, ...) -> contents. */
  files: Map<string, string>;
  /** The records in stored order (record id = position). */
  records: SearchRecord[];
}

function hash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x12345;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 2246822519);
  }
  return ((h1 >>> 0).toString(36) + (h2 >>> 0).toString(36)).slice(0, 12);
}

export function buildIndex(input: SearchRecord[], options: BuildOptions = {}): BuiltIndex {
  // A query loads the dictionary parts of its first letter at most: small parts keep that
  // near the size of the letter's own vocabulary.
  const dictChars = options.dictChars ?? 6000;
  const shardChars = options.shardChars ?? 6000;
  const chunkChars = options.chunkChars ?? 2500;
  // Large enough for few requests, small enough that parsing one part is not a long task.
  const partChars = options.partChars ?? 300_000;

  const { records, pages, pageStarts } = groupByPage(input);
  const terms = weighTerms(records);
  const vocabulary = Array.from(terms.weights.keys()).sort();
  // Shard, chunk and part files by name; they go into a folder named by their content hash.
  const indexFiles = new Map<string, string>();
  const write = (name: string, json: string) => void indexFiles.set(name, json);
  const dictStarts = writeDictionary({ vocabulary, dictChars, write });
  const postings = writePostings({ vocabulary, terms, shardChars, write });
  const text = writeTextChunks({ records, chunkChars, write });
  const { postingParts, textParts } = writeBulkParts({ vocabulary, postings: postings.lists, details: text.details, partChars, write });

  const { base, files } = inHashedFolder(indexFiles);
  const manifest: Manifest = {
    v: 4,
    base,
    pages,
    pageStarts,
    records: records.length,
    termCount: vocabulary.length,
    dict: dictStarts.map(first => vocabulary[first]),
    dictStarts,
    shards: postings.shards,
    chunks: text.chunks,
    postingParts,
    textParts,
    identifierOnly: records.flatMap((record, id) => (record.identifierOnly ? [id] : [])),
    troubleshooting: records.flatMap((record, id) => (record.troubleshooting ? [id] : [])),
  };
  files.set('manifest.json', JSON.stringify(manifest));
  return { manifest, files, records };
}

/** Index files go to `<base>/<name>` where `base` hashes every file, so a host may cache the folder forever (only the manifest, which names it, must be revalidated). */
function inHashedFolder(indexFiles: Map<string, string>): { base: string; files: Map<string, string> } {
  const base = hash(Array.from(indexFiles, ([name, json]) => `${name}\n${json}`).join('\n'));
  const files = new Map<string, string>();
  for (const [name, json] of indexFiles) files.set(`${base}/${name}`, json);
  return { base, files };
}

interface DictionaryInput {
  /** Sorted terms. */
  vocabulary: string[];
  dictChars: number;
  write: (name: string, json: string) => void;
}

/** The vocabulary as newline-joined dictionary parts `d<n>.json`; returns each part's first term index. */
function writeDictionary({ vocabulary, dictChars, write }: DictionaryInput): number[] {
  const dictStarts = cutParts(
    vocabulary.map(term => term.length + 1),
    dictChars,
  );
  dictStarts.forEach((first, n) => write(`d${n}.json`, JSON.stringify(vocabulary.slice(first, dictStarts[n + 1] ?? vocabulary.length).join('\n'))));
  return dictStarts;
}

interface BulkPartsInput {
  vocabulary: string[];
  /** Postings list of each vocabulary term. */
  postings: number[][];
  /** Excerpt text of each record. */
  details: RecordDetails[];
  partChars: number;
  write: (name: string, json: string) => void;
}

/** The large parts loaded in the background: postings `p<n>.json` and text `w<n>.json`; returns where each starts. */
function writeBulkParts({ vocabulary, postings, details, partChars, write }: BulkPartsInput): { postingParts: number[]; textParts: number[] } {
  // Bulk postings parts carry their terms too, so the background load needs no dictionary parts.
  const postingJson = postings.map(list => JSON.stringify(list));
  const postingParts = cutParts(
    postingJson.map((json, i) => json.length + vocabulary[i].length + 2),
    partChars,
  );
  postingParts.forEach((first, n) => {
    const end = postingParts[n + 1] ?? vocabulary.length;
    const part: PostingsPart = [vocabulary.slice(first, end).join('\n'), postings.slice(first, end)];
    write(`p${n}.json`, JSON.stringify(part));
  });
  const detailJson = details.map(entry => JSON.stringify(entry));
  const textParts = cutParts(
    detailJson.map(json => json.length + 1),
    partChars,
  );
  textParts.forEach((first, n) => write(`w${n}.json`, `[${detailJson.slice(first, textParts[n + 1] ?? detailJson.length).join(',')}]`));
  return { postingParts, textParts };
}

/**
 * Records stored page by page (a record's page is then found from `pageStarts`), with
 * each page's route, title, type and the first HTTP method on it.
 */
function groupByPage(input: SearchRecord[]): { records: SearchRecord[]; pages: Manifest['pages']; pageStarts: number[] } {
  const order = new Map<string, SearchRecord[]>();
  for (const record of input) {
    const list = order.get(record.route);
    if (list) list.push(record);
    else order.set(record.route, [record]);
  }
  const records = Array.from(order.values()).flat();
  const pages: [string, string, SearchType, string][] = [];
  const pageStarts: number[] = [];
  records.forEach((record, id) => {
    if (id === 0 || records[id - 1].route !== record.route) {
      pages.push([record.route, record.pageTitle, record.type, '']);
      pageStarts.push(id);
    }
    if (record.method && !pages[pages.length - 1][3]) pages[pages.length - 1][3] = record.method;
  });
  return { records, pages, pageStarts };
}

interface TermWeights {
  /** term -> record id -> [frequency in body and code, bonus from strong fields] */
  weights: Map<string, Map<number, [number, number]>>;
  /** Tokens in each record's body. */
  lengths: number[];
  averageLength: number;
}

function weighTerms(records: SearchRecord[]): TermWeights {
  const weights: TermWeights['weights'] = new Map();
  const lengths: number[] = [];
  records.forEach((record, id) => {
    const add = (text: string | undefined, field: keyof RecordFields | 'sectionTitle') => {
      if (!text) return 0;
      const tokens = indexTokens(text);
      const seen = new Set<string>();
      for (const { term } of tokens) {
        let perRecord = weights.get(term);
        if (!perRecord) weights.set(term, (perRecord = new Map()));
        const value = perRecord.get(id) ?? [0, 0];
        if (field === 'body') value[0] += 1;
        else if (field === 'code') value[0] += FIELD_WEIGHTS.code;
        else if (!seen.has(term)) value[1] += field === 'sectionTitle' ? TITLE_IN_SECTION : FIELD_WEIGHTS[field];
        seen.add(term);
        perRecord.set(id, value);
      }
      return tokens.length;
    };
    const isIntro = record.anchor === '' || record.heading === record.pageTitle;
    add(record.fields.title ?? record.pageTitle, isIntro ? 'title' : 'sectionTitle');
    add(record.fields.heading, 'heading');
    add(record.fields.def, 'def');
    add(record.fields.code, 'code');
    add(record.fields.path, 'path');
    lengths.push(add(record.fields.body, 'body'));
  });
  const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length) || 1;
  return { weights, lengths, averageLength };
}

interface PostingsInput {
  /** Sorted terms; a term's postings list has the term's position. */
  vocabulary: string[];
  terms: TermWeights;
  /** Target raw size of a shard file. */
  shardChars: number;
  write: (name: string, json: string) => void;
}

/**
 * Each term's postings (record id deltas and integer scores), written as shards of roughly
 * equal size (`t<n>.json`); returns every list and the first term of each shard.
 */
function writePostings({ vocabulary, terms, shardChars, write }: PostingsInput): { lists: number[][]; shards: number[] } {
  const { weights, lengths, averageLength } = terms;
  const shards: number[] = [];
  const lists: number[][] = [];
  let current: number[][] = [];
  let currentChars = 0;
  const flush = () => {
    if (current.length === 0) return;
    write(`t${shards.length - 1}.json`, JSON.stringify(current));
    current = [];
    currentChars = 0;
  };
  vocabulary.forEach((term, index) => {
    const perRecord = Array.from(weights.get(term)!.entries()).sort((a, b) => a[0] - b[0]);
    const list: number[] = [];
    let previous = 0;
    for (const [id, [tf, bonus]] of perRecord) {
      // BM25 saturation for running text; a match in a title, heading, definition or
      // path adds a fixed bonus on top, so strong fields are never drowned by repetition.
      const norm = 1 - BM25_B + BM25_B * (lengths[id] / averageLength);
      const score = (tf * (BM25_K1 + 1)) / (tf + BM25_K1 * norm) + bonus;
      list.push(id - previous, Math.max(1, Math.round(score * SCORE_SCALE)));
      previous = id;
    }
    if (current.length === 0) shards.push(index);
    current.push(list);
    lists.push(list);
    currentChars += list.join(',').length + 3;
    if (currentChars >= shardChars) flush();
  });
  flush();
  return { lists, shards };
}

interface TextChunksInput {
  records: SearchRecord[];
  /** Target raw size of a chunk file. */
  chunkChars: number;
  write: (name: string, json: string) => void;
}

/**
 * Result details and excerpt text of every record, written in chunks of neighbouring
 * records (`x<n>.json`); returns every record's details and the first record of each chunk.
 */
function writeTextChunks({ records, chunkChars, write }: TextChunksInput): { details: RecordDetails[]; chunks: number[] } {
  const chunks: number[] = [];
  const details: RecordDetails[] = [];
  let chunk: RecordDetails[] = [];
  let chunkSize = 0;
  const flush = () => {
    if (chunk.length === 0) return;
    write(`x${chunks.length - 1}.json`, JSON.stringify(chunk));
    chunk = [];
    chunkSize = 0;
  };
  records.forEach((record, id) => {
    // Only prose is quoted: a section without any shows its heading alone, never its flattened tables or code.
    const text = (record.excerpt ?? '').slice(0, MAX_TEXT);
    // Chunks break at page starts once they hold something, so a page's sections share few chunks.
    const pageStart = id > 0 && records[id - 1].route !== record.route;
    if (chunkSize > 0 && (chunkSize + text.length > chunkChars || (pageStart && chunkSize > chunkChars / 3))) flush();
    if (chunk.length === 0) chunks.push(id);
    const entry: RecordDetails = [record.anchor, record.heading, text, record.method ?? '', record.path ?? ''];
    chunk.push(entry);
    details.push(entry);
    chunkSize += text.length + record.heading.length + 20;
  });
  flush();
  return { details, chunks };
}

/** Cuts items of the given sizes into consecutive parts of about `chars`; returns each part's first index. */
function cutParts(sizes: number[], chars: number): number[] {
  const starts: number[] = [];
  let size = 0;
  sizes.forEach((itemSize, index) => {
    if (starts.length === 0 || (size > 0 && size + itemSize > chars)) {
      starts.push(index);
      size = 0;
    }
    size += itemSize;
  });
  return starts;
}
