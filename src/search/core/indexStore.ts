/**
 * The index as the query side holds it: loads the index files (types.ts names them) on
 * demand, each once, and keeps what they hold. Dictionary parts fill the vocabulary,
 * postings shards the postings lists, text chunks the record details; `warm` loads all of
 * it in the few large parts. Kept apart from expansion and scoring so that what is fetched,
 * when, and how a failed fetch is tried again is in one place. No DOM, no React.
 */
import type { DictionaryPart, Manifest, PostingsPart, PostingsShard, RecordDetails, TextChunk } from './types';

/** Reads one index file (a path below the manifest's folder) as parsed JSON. */
export type IndexLoader = (file: string) => Promise<unknown>;

/** The last position of `starts` (ascending) whose value is at most `value`: the part holding it. */
function upperIndex(starts: number[], value: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export class IndexStore {
  readonly manifest: Manifest;
  private readonly load: IndexLoader;
  /** Terms by id; filled as dictionary (or bulk postings) parts load. */
  readonly vocab: string[];
  private readonly termIndex = new Map<string, number>();
  private readonly dictParts = new Map<number, Promise<void>>();
  private readonly dictLoaded: boolean[];
  private readonly shards = new Map<number, Promise<PostingsShard>>();
  private readonly chunks = new Map<number, Promise<TextChunk>>();
  private readonly postings = new Map<number, number[]>();
  private readonly text = new Map<number, RecordDetails>();
  private warming: Promise<void> | null = null;
  /** The page of each record. */
  readonly recordPage: Uint16Array;

  constructor(manifest: Manifest, load: IndexLoader) {
    this.manifest = manifest;
    this.load = load;
    this.vocab = new Array<string>(manifest.termCount);
    this.dictLoaded = manifest.dict.map(() => false);
    this.recordPage = new Uint16Array(manifest.records);
    for (let p = 0; p < manifest.pageStarts.length; p++) {
      const end = p + 1 < manifest.pageStarts.length ? manifest.pageStarts[p + 1] : manifest.records;
      this.recordPage.fill(p, manifest.pageStarts[p], end);
    }
  }

  /** A loaded term's id. */
  termId(term: string): number | undefined {
    return this.termIndex.get(term);
  }

  /** A loaded term's postings list: [recordDelta, score, recordDelta, score, ...]. */
  postingsOf(termId: number): number[] | undefined {
    return this.postings.get(termId);
  }

  /** A loaded record's details. */
  detailsOf(id: number): RecordDetails | undefined {
    return this.text.get(id);
  }

  /** Dictionary parts whose terms may lie in [lo, hi): [first part, last part]. */
  private dictPartsFor(lo: string, hi: string): [number, number] {
    const { dict } = this.manifest;
    let first = 0;
    while (first + 1 < dict.length && dict[first + 1] <= lo) first += 1;
    let last = first;
    while (last + 1 < dict.length && dict[last + 1] < hi) last += 1;
    return [first, last];
  }

  /**
   * Term ids [from, to) of the loaded dictionary parts covering [lo, hi); an empty range
   * when a part is missing (a query only scans what it loaded).
   */
  loadedRange(lo: string, hi: string): [number, number] {
    if (this.manifest.dict.length === 0) return [0, 0];
    const [first, last] = this.dictPartsFor(lo, hi);
    for (let n = first; n <= last; n++) if (!this.dictLoaded[n]) return [0, 0];
    const { dictStarts, termCount } = this.manifest;
    return [dictStarts[first], dictStarts[last + 1] ?? termCount];
  }

  private keepTerms(first: number, terms: string[]): void {
    terms.forEach((term, offset) => {
      this.vocab[first + offset] = term;
      this.termIndex.set(term, first + offset);
    });
  }

  /** Loads the dictionary parts covering [lo, hi). */
  async loadDictionary(lo: string, hi: string): Promise<void> {
    if (this.manifest.dict.length === 0) return;
    const [first, last] = this.dictPartsFor(lo, hi);
    const pending: Promise<void>[] = [];
    for (let n = first; n <= last; n++) {
      if (this.dictLoaded[n]) continue;
      let part = this.dictParts.get(n);
      if (!part) {
        part = (this.load(`${this.manifest.base}/d${n}.json`) as Promise<DictionaryPart>).then(text => {
          this.keepTerms(this.manifest.dictStarts[n], text.split('\n'));
          this.dictLoaded[n] = true;
        });
        this.dictParts.set(n, part);
        part.catch(() => this.dictParts.delete(n));
      }
      pending.push(part);
    }
    await Promise.all(pending);
  }

  /** Loads the postings shards holding these terms (those whose lists are not in memory). */
  async ensurePostings(termIds: number[]): Promise<void> {
    const needed = new Set(termIds.filter(t => !this.postings.has(t)).map(t => upperIndex(this.manifest.shards, t)));
    await Promise.all(
      Array.from(needed, async shard => {
        let pending = this.shards.get(shard);
        if (!pending) {
          pending = this.load(`${this.manifest.base}/t${shard}.json`) as Promise<PostingsShard>;
          this.shards.set(shard, pending);
          pending.catch(() => this.shards.delete(shard));
        }
        const lists = await pending;
        const first = this.manifest.shards[shard];
        lists.forEach((list, offset) => this.postings.set(first + offset, list));
      }),
    );
  }

  /** Loads the text chunks holding these records (those whose details are not in memory). */
  async ensureDetails(ids: number[]): Promise<void> {
    const missing = ids.filter(id => !this.text.has(id));
    await Promise.all(
      Array.from(new Set(missing.map(id => upperIndex(this.manifest.chunks, id))), async chunk => {
        let pending = this.chunks.get(chunk);
        if (!pending) {
          pending = this.load(`${this.manifest.base}/x${chunk}.json`) as Promise<TextChunk>;
          this.chunks.set(chunk, pending);
          pending.catch(() => this.chunks.delete(chunk));
        }
        this.keepText(this.manifest.chunks[chunk], await pending);
      }),
    );
  }

  private keepText(first: number, rows: TextChunk): void {
    rows.forEach((row, offset) => this.text.set(first + offset, row));
  }

  /**
   * Loads the whole index in its few large parts so that later queries need no
   * requests. Call it once the reader has searched and the page is idle; after a failed
   * part the next call tries again.
   */
  warm(): Promise<void> {
    if (!this.warming) {
      const { base, postingParts, textParts } = this.manifest;
      this.warming = Promise.all([
        ...postingParts.map(async (first, n) => {
          const [terms, lists] = (await this.load(`${base}/p${n}.json`)) as PostingsPart;
          this.keepTerms(first, terms.split('\n'));
          lists.forEach((list, offset) => this.postings.set(first + offset, list));
        }),
        ...textParts.map(async (first, n) => this.keepText(first, (await this.load(`${base}/w${n}.json`)) as TextChunk)),
      ]).then(() => {
        // Every term is in memory now: no dictionary part needs loading.
        this.dictLoaded.fill(true);
      });
      this.warming.catch(() => {
        this.warming = null;
      });
    }
    return this.warming;
  }

  /** True once every postings list and record text is in memory. */
  get warmed(): boolean {
    return this.postings.size === this.manifest.termCount && this.text.size === this.manifest.records;
  }
}
