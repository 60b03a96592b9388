/**
 * The query side: loads the dictionary parts a typed word can match in, expands it to
 * index terms (exact, prefix, typo), loads only the postings shards those terms live in,
 * scores records (BM25-style weights from the build, IDF here), and cuts highlighted
 * excerpts. No DOM, no React.
 */
import { editDistance, maxTypos } from './fuzzy';
import { QueryGroup, queryGroups, tokenize } from './tokenize';
import {
  ALL_PARTS_COVERAGE,
  ALL_PARTS_WEIGHT,
  DIVERSIFY_RATIO,
  MAX_COMPLETIONS,
  ONE_TYPO_WEIGHT,
  PREFIX_BASE,
  PREFIX_OF_KNOWN_WORD,
  PREFIX_SPAN,
  ROW_BOOST,
  SCORE_SCALE,
  SECOND_SECTION_SHARE,
  SOME_PARTS_COVERAGE,
  SOME_PARTS_WEIGHT,
  SYNONYM_WEIGHT,
  THIRD_SECTION_SHARE,
  TITLE_MATCH_BOOST,
  TWO_TYPO_WEIGHT,
  TYPE_PRIOR,
  WHOLE_IDENTIFIER_WEIGHT,
} from './ranking';
import { synonymsOf } from './synonyms';
import type { DictionaryPart, Manifest, PostingsPart, PostingsShard, RecordDetails, SearchType, TextChunk } from './types';

type Loader = (file: string) => Promise<unknown>;

export interface SearchHit {
  id: number;
  score: number;
  page: number;
  route: string;
  pageTitle: string;
  type: SearchType;
  /** HTTP method of an API operation page, else ''. */
  method: string;
  /** Index terms that matched (for highlighting). */
  terms: string[];
}

/** What a hit shows once its text chunk is loaded. */
export interface HitDetails {
  anchor: string;
  /** route#anchor */
  url: string;
  heading: string;
  text: string;
  method: string;
  path: string;
}

interface Candidate {
  term: number;
  weight: number;
}

/** One query group with the vocabulary terms its whole form and each of its parts expand to. */
interface ExpandedGroup {
  group: QueryGroup;
  whole: Candidate[];
  parts: Candidate[][];
}

/** One record's best scores for one query group, and the terms (vocabulary indexes, -1 for none) that gave them. */
interface GroupRow {
  whole: number;
  wholeTerm: number;
  parts: number[];
  partTerms: number[];
}

/** One record's sums over the query groups: score, groups matched (fractions for partial identifier matches), terms. */
interface RecordTotal {
  score: number;
  matched: number;
  terms: Set<number>;
  /** A query group matched the record by an identifier's whole form. */
  whole: boolean;
}

/** A record's score for one group and how fully it matched the group (0 to 1). */
function groupScore(row: GroupRow, { isIdentifier, partCount }: { isIdentifier: boolean; partCount: number }): { score: number; matched: number } {
  const partsMatched = row.parts.filter(v => v > 0).length;
  const partSum = row.parts.reduce((a, b) => a + b, 0);
  if (!isIdentifier) return { score: partSum, matched: partsMatched > 0 ? 1 : 0 };
  // An identifier: the whole form counts most; its parts help, all of them more.
  const allParts = partsMatched === partCount;
  return {
    score: row.whole * WHOLE_IDENTIFIER_WEIGHT + (partCount ? (partSum / partCount) * (allParts ? ALL_PARTS_WEIGHT : SOME_PARTS_WEIGHT) : 0),
    matched: row.whole > 0 ? 1 : allParts ? ALL_PARTS_COVERAGE : (partsMatched / partCount) * SOME_PARTS_COVERAGE,
  };
}

const foldTitle = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

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

export class SearchEngine {
  readonly manifest: Manifest;
  private readonly load: Loader;
  /** Terms by id; filled as dictionary (or bulk postings) parts load. */
  private readonly vocab: string[];
  private readonly termIndex = new Map<string, number>();
  private readonly dictParts = new Map<number, Promise<void>>();
  private readonly dictLoaded: boolean[];
  private readonly shards = new Map<number, Promise<PostingsShard>>();
  private readonly chunks = new Map<number, Promise<TextChunk>>();
  private readonly postings = new Map<number, number[]>();
  private readonly text = new Map<number, RecordDetails>();
  private warming: Promise<void> | null = null;
  private readonly recordPage: Uint16Array;
  // Scratch buffers reused by every query.
  private readonly groupBest: Float64Array;
  private readonly groupTerm: Int32Array;

  constructor(manifest: Manifest, load: Loader) {
    this.manifest = manifest;
    this.load = load;
    this.vocab = new Array<string>(manifest.termCount);
    this.dictLoaded = manifest.dict.map(() => false);
    this.recordPage = new Uint16Array(manifest.records);
    for (let p = 0; p < manifest.pageStarts.length; p++) {
      const end = p + 1 < manifest.pageStarts.length ? manifest.pageStarts[p + 1] : manifest.records;
      this.recordPage.fill(p, manifest.pageStarts[p], end);
    }
    this.groupBest = new Float64Array(manifest.records);
    this.groupTerm = new Int32Array(manifest.records);
  }

  get recordCount(): number {
    return this.manifest.records;
  }

  /**
   * Index terms a typed term may mean, with how much a match on each counts (ranking.ts): the exact
   * term 1; its synonyms (synonyms.ts) less; completions (prefix) more the closer they are, less when the
   * word itself is indexed, and only for the word being typed or a word the index lacks; typos (1 edit from 4 letters, 2 from 8)
   * less again, only when the word itself is not in the index, and only among words
   * with the same first letter. Needs the dictionary parts `ensureDictionary` loads.
   */
  expand(term: string, typing = true): Candidate[] {
    const found = new Map<number, number>();
    const put = (index: number, weight: number) => {
      if ((found.get(index) ?? 0) < weight) found.set(index, weight);
    };
    const exact = this.termIndex.get(term);
    if (exact !== undefined) put(exact, 1);
    for (const synonym of synonymsOf(term)) {
      const index = this.termIndex.get(synonym);
      if (index !== undefined) put(index, SYNONYM_WEIGHT);
    }
    if ((typing || exact === undefined) && term.length >= 2) {
      const [from, to] = this.loadedRange(term, prefixEnd(term));
      const completions: [number, number][] = [];
      for (let i = lowerBound(this.vocab, term, from, to); i < to && this.vocab[i].startsWith(term); i++) {
        if (this.vocab[i] !== term)
          completions.push([i, (PREFIX_BASE + PREFIX_SPAN * (term.length / this.vocab[i].length)) * (exact === undefined ? 1 : PREFIX_OF_KNOWN_WORD)]);
      }
      // Keep the closest (shortest) completions.
      completions.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      completions.slice(0, MAX_COMPLETIONS).forEach(([index, weight]) => put(index, weight));
    }
    const typos = maxTypos(term);
    if (typos > 0 && exact === undefined) {
      const [from, to] = this.loadedRange(term[0], prefixEnd(term[0]));
      for (let i = from; i < to; i++) {
        const candidate = this.vocab[i];
        if (Math.abs(candidate.length - term.length) > typos || found.has(i)) continue;
        const distance = editDistance(term, candidate, typos);
        if (distance <= typos) put(i, distance === 1 ? ONE_TYPO_WEIGHT : TWO_TYPO_WEIGHT);
      }
    }
    return Array.from(found.entries()).map(([index, weight]) => ({ term: index, weight }));
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
  private loadedRange(lo: string, hi: string): [number, number] {
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
  private async loadDictionary(lo: string, hi: string): Promise<void> {
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

  /**
   * Loads the vocabulary a set of typed terms needs: the parts holding each term and its
   * completions, then, for a term of typo length the index lacks, the parts of its first letter.
   */
  async ensureDictionary(terms: string[]): Promise<void> {
    const unique = Array.from(new Set(terms.filter(Boolean)));
    // One letter has no completions (see expand): only its own part.
    await Promise.all(unique.map(term => this.loadDictionary(term, term.length >= 2 ? prefixEnd(term) : `${term}\u0000`)));
    await Promise.all(unique.filter(term => maxTypos(term) > 0 && !this.termIndex.has(term)).map(term => this.loadDictionary(term[0], prefixEnd(term[0]))));
  }

  shardOf(termIndex: number): number {
    return upperIndex(this.manifest.shards, termIndex);
  }

  private async ensurePostings(termIndexes: number[]): Promise<void> {
    const needed = new Set(termIndexes.filter(t => !this.postings.has(t)).map(t => this.shardOf(t)));
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

  private candidates(groups: QueryGroup[]) {
    // Only the last word may still be being typed.
    return groups.map((group, g) => ({
      group,
      whole: group.whole ? this.expand(group.whole, g === groups.length - 1) : [],
      parts: group.parts.map((part, p) => this.expand(part, g === groups.length - 1 && p === group.parts.length - 1)),
    }));
  }

  /** Best-first hits for a query (all of them; the caller groups, filters and cuts). */
  async search(query: string): Promise<SearchHit[]> {
    const groups = queryGroups(query);
    if (groups.length === 0) return [];
    const typed = groups.flatMap(group => [...(group.whole ? [group.whole] : []), ...group.parts]);
    await this.ensureDictionary([...typed, ...typed.flatMap(synonymsOf)]);
    const expanded = this.candidates(groups);
    await this.ensurePostings(expanded.flatMap(e => [...e.whole, ...e.parts.flat()].map(c => c.term)));
    return this.rank(expanded, query);
  }

  /**
   * Best score per record over a set of candidate terms (into the scratch buffers);
   * returns the records touched.
   */
  private best(candidates: Candidate[], touched: number[]): number[] {
    const n = this.manifest.records;
    const ids: number[] = [];
    for (const candidate of candidates) {
      const list = this.postings.get(candidate.term);
      if (!list) continue;
      const df = list.length / 2;
      const factor = (Math.log(1 + (n - df + 0.5) / (df + 0.5)) * candidate.weight) / SCORE_SCALE;
      let id = 0;
      for (let i = 0; i < list.length; i += 2) {
        id += list[i];
        const value = list[i + 1] * factor;
        if (this.groupBest[id] === 0) ids.push(id);
        if (value > this.groupBest[id]) {
          this.groupBest[id] = value;
          this.groupTerm[id] = candidate.term;
        }
      }
    }
    const result: number[] = [];
    for (const id of ids) {
      touched.push(id, this.groupBest[id], this.groupTerm[id]);
      result.push(id);
      this.groupBest[id] = 0;
    }
    return result;
  }

  /** Scores every record the query's groups touch and returns them best first. */
  private rank(expanded: ExpandedGroup[], query = ''): SearchHit[] {
    const totals = new Map<number, RecordTotal>();
    for (const group of expanded) {
      const isIdentifier = group.group.whole !== null || group.parts.length > 1;
      for (const [id, row] of this.groupRows(group)) {
        const { score, matched } = groupScore(row, { isIdentifier, partCount: group.parts.length });
        if (score <= 0) continue;
        let total = totals.get(id);
        if (!total) totals.set(id, (total = { score: 0, matched: 0, terms: new Set(), whole: false }));
        total.score += score;
        total.matched += matched;
        if (row.wholeTerm >= 0) {
          total.terms.add(row.wholeTerm);
          total.whole = true;
        }
        row.partTerms.forEach(t => t >= 0 && total.terms.add(t));
      }
    }
    // A variable's own row is found only by its whole name, and then it outranks the
    // section that lists it (whose running text repeats the name).
    const identifierOnly = new Set(this.manifest.identifierOnly ?? []);
    const hits = Array.from(totals)
      .filter(([id, total]) => total.whole || !identifierOnly.has(id))
      .map(([id, total]) =>
        this.hit(id, { total: identifierOnly.has(id) ? { ...total, score: total.score * ROW_BOOST } : total, groupCount: expanded.length, query }),
      );
    hits.sort((a, b) => b.score - a.score || a.id - b.id);
    return hits;
  }

  /** Per record touched by one query group: the best whole-form score and term, and the best of each part. */
  private groupRows({ whole, parts }: ExpandedGroup): Map<number, GroupRow> {
    const perRecord = new Map<number, GroupRow>();
    const row = (id: number) => {
      let r = perRecord.get(id);
      if (!r) perRecord.set(id, (r = { whole: 0, wholeTerm: -1, parts: new Array(parts.length).fill(0), partTerms: new Array(parts.length).fill(-1) }));
      return r;
    };
    const touched: number[] = [];
    this.best(whole, touched);
    for (let i = 0; i < touched.length; i += 3) {
      const r = row(touched[i]);
      r.whole = touched[i + 1];
      r.wholeTerm = touched[i + 2];
    }
    parts.forEach((candidates, p) => {
      const partTouched: number[] = [];
      this.best(candidates, partTouched);
      for (let i = 0; i < partTouched.length; i += 3) {
        const r = row(partTouched[i]);
        r.parts[p] = partTouched[i + 1];
        r.partTerms[p] = partTouched[i + 2];
      }
    });
    return perRecord;
  }

  /** A record's hit: its summed score, damped by how many query groups it matched and weighted by page type and title. */
  private hit(id: number, { total, groupCount, query }: { total: RecordTotal; groupCount: number; query: string }): SearchHit {
    const coverage = total.matched / groupCount;
    const page = this.recordPage[id];
    const [route, pageTitle, type, method] = this.manifest.pages[page];
    // A query that is exactly a page's title ("List users") names that page.
    const titleMatch = foldTitle(pageTitle) === foldTitle(query) ? TITLE_MATCH_BOOST : 1;
    return {
      id,
      score: total.score * coverage * coverage * TYPE_PRIOR[type] * titleMatch,
      page,
      route,
      pageTitle,
      type,
      method,
      terms: Array.from(total.terms, t => this.vocab[t]),
    };
  }

  /** Heading, anchor and excerpt text of records (loads the chunks of those not in memory). */
  async details(ids: number[]): Promise<Map<number, HitDetails>> {
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
    const result = new Map<number, HitDetails>();
    for (const id of ids) {
      const row = this.text.get(id);
      if (!row) continue;
      const [anchor, heading, text, method, path] = row;
      const route = this.manifest.pages[this.recordPage[id]][0];
      result.set(id, { anchor, url: anchor ? `${route}#${anchor}` : route, heading, text, method, path });
    }
    return result;
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

/** The first position in sorted[from, to) whose value is not below `value`. */
function lowerBound(sorted: string[], value: string, from = 0, to = sorted.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The smallest string above every string that starts with `prefix`. */
function prefixEnd(prefix: string): string {
  return prefix + '\uffff';
}

export interface PageGroup {
  page: number;
  route: string;
  pageTitle: string;
  type: SearchType;
  method: string;
  score: number;
  hits: SearchHit[];
}

/**
 * Groups hits by page. A page ranks by its best section plus a little of its next two,
 * so the page that keeps coming back to a term beats one passing mention.
 */
export function groupByPage(hits: SearchHit[], perPage = 3): PageGroup[] {
  const groups = new Map<number, PageGroup & { all: number[] }>();
  for (const hit of hits) {
    let group = groups.get(hit.page);
    if (!group)
      groups.set(
        hit.page,
        (group = { page: hit.page, route: hit.route, pageTitle: hit.pageTitle, type: hit.type, method: hit.method, score: 0, hits: [], all: [] }),
      );
    if (group.hits.length < perPage) group.hits.push(hit);
    if (group.all.length < 3) group.all.push(hit.score);
  }
  const result = Array.from(groups.values()).map(({ all, ...group }) => ({
    ...group,
    score: all[0] + SECOND_SECTION_SHARE * (all[1] ?? 0) + THIRD_SECTION_SHARE * (all[2] ?? 0),
  }));
  return diversify(result.sort((a, b) => b.score - a.score || a.page - b.page));
}

/**
 * When the first three pages are all of one type (say, three API operations), the best
 * page of another type that scores at least `ratio` of the leader takes third place: a
 * concept search should surface its guide next to the matching operations.
 */
function diversify<T extends { type: SearchType; score: number }>(groups: T[], ratio = DIVERSIFY_RATIO): T[] {
  if (groups.length < 4) return groups;
  const [first, second, third] = groups;
  if (first.type !== second.type || second.type !== third.type) return groups;
  const index = groups.findIndex((g, i) => i > 2 && g.type !== first.type);
  if (index === -1 || groups[index].score < first.score * ratio) return groups;
  const out = groups.slice();
  const [promoted] = out.splice(index, 1);
  out.splice(2, 0, promoted);
  return out;
}

interface Segment {
  text: string;
  mark: boolean;
}

/**
 * A window of `size` characters around the densest run of matched terms, split into
 * plain and marked segments (the caller renders marks as <mark>).
 */
export function excerpt(text: string, terms: string[], size = 180): Segment[] {
  const wanted = new Set(terms);
  const spans: { start: number; end: number }[] = [];
  let coveredUntil = -1;
  for (const token of tokenize(text)) {
    if (token.start < coveredUntil) continue;
    if (wanted.has(token.term)) {
      spans.push({ start: token.start, end: token.end });
      if (token.identifier) coveredUntil = token.end;
    }
  }
  let from = 0;
  if (spans.length > 0) {
    let bestCount = 0;
    let bestStart = spans[0].start;
    let j = 0;
    for (let i = 0; i < spans.length; i++) {
      while (spans[j].start < spans[i].end - size) j += 1;
      const count = new Set(spans.slice(j, i + 1).map(s => text.slice(s.start, s.end).toLowerCase())).size * 10 + (i - j);
      if (count > bestCount) {
        bestCount = count;
        bestStart = spans[j].start;
      }
    }
    from = Math.max(0, bestStart - 40);
    // Start at a word boundary.
    if (from > 0) {
      const space = text.indexOf(' ', from);
      if (space >= 0 && space < bestStart) from = space + 1;
    }
  }
  // End at a word boundary too: an excerpt never stops inside a word.
  let to = Math.min(text.length, from + size);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from + size / 2) to = space;
  }
  const segments: Segment[] = [];
  if (from > 0) segments.push({ text: '…', mark: false });
  let at = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    const start = Math.max(span.start, at);
    const end = Math.min(span.end, to);
    if (start >= end) continue;
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < to) segments.push({ text: text.slice(at, to), mark: false });
  if (to < text.length) segments.push({ text: '…', mark: false });
  return segments;
}
