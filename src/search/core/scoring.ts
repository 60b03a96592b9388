/**
 * How a record is scored for a query: for each query group, the best stored score (BM25-style,
 * baked in by buildIndex.ts) among the terms it expanded to, times that term's IDF and
 * expansion weight; identifiers weigh their whole form against their parts; the sum is damped
 * by how many groups the record matched and weighted by page type, an exact title and, for a
 * query that names a symptom, troubleshooting (every number in ranking.ts). A record that has
 * every required word of the query (symptoms.ts says which are not required) matches fully and
 * ranks above every partial match. Returns every record touched, best first. No DOM, no React.
 */
import type { IndexStore } from './indexStore';
import type { Candidate, ExpandedGroup } from './queryExpansion';
import {
  ALL_PARTS_COVERAGE,
  ALL_PARTS_WEIGHT,
  COMMON_TERM_SHARE,
  ROW_BOOST,
  SCORE_SCALE,
  SOME_PARTS_COVERAGE,
  SOME_PARTS_WEIGHT,
  SYMPTOM_BOOST,
  TITLE_MATCH_BOOST,
  TYPE_PRIOR,
  WHOLE_IDENTIFIER_WEIGHT,
} from './ranking';
import { isSoftWord, isSymptomQuery } from './symptoms';
import type { SearchType } from './types';

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
  /** The record has every required word of the query (each of them, or a synonym, completion or typo of it). */
  full: boolean;
}

/** What scoring reads of the index: the manifest, the loaded vocabulary and postings, each record's page. */
export type ScoredIndex = Pick<IndexStore, 'manifest' | 'vocab' | 'postingsOf' | 'recordPage'>;

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
  /** Required groups matched, fractions for partial identifier matches. */
  matched: number;
  /** Required groups matched wholly (an identifier by its whole form or all its parts). */
  complete: number;
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

export class Scorer {
  private readonly index: ScoredIndex;
  // Scratch buffers reused by every query.
  private readonly groupBest: Float64Array;
  private readonly groupTerm: Int32Array;

  constructor(index: ScoredIndex) {
    this.index = index;
    this.groupBest = new Float64Array(index.manifest.records);
    this.groupTerm = new Int32Array(index.manifest.records);
  }

  /**
   * Best score per record over a set of candidate terms (into the scratch buffers);
   * returns the records touched.
   */
  private best(candidates: Candidate[], touched: number[]): number[] {
    const n = this.index.manifest.records;
    const ids: number[] = [];
    for (const candidate of candidates) {
      const list = this.index.postingsOf(candidate.term);
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

  /**
   * The groups a full match needs: every group but those of soft words (symptoms.ts), of words
   * most sections have ("Pocket ID", COMMON_TERM_SHARE) and of words the index lacks altogether:
   * none of them can tell pages apart.
   */
  private required(expanded: ExpandedGroup[]): boolean[] {
    const { records } = this.index.manifest;
    const known = expanded.map(({ whole, parts }) => [whole, ...parts].some(candidates => candidates.some(c => this.index.postingsOf(c.term))));
    const common = (candidates: Candidate[]) =>
      candidates.some(c => c.weight === 1 && (this.index.postingsOf(c.term)?.length ?? 0) / 2 > records * COMMON_TERM_SHARE);
    const hard = expanded.map(
      ({ group, parts }, g) => known[g] && !(group.whole === null && group.parts.length === 1 && (isSoftWord(group.parts[0]) || common(parts[0]))),
    );
    if (hard.some(Boolean)) return hard;
    // A query of soft words only ("not working"): each word it can match.
    return known.some(Boolean) ? known : expanded.map(() => true);
  }

  /** Scores every record the query's groups touch and returns them best first (the postings of every candidate must be loaded). */
  rank(expanded: ExpandedGroup[], query = ''): SearchHit[] {
    const totals = new Map<number, RecordTotal>();
    const required = this.required(expanded);
    expanded.forEach((group, g) => {
      const isIdentifier = group.group.whole !== null || group.parts.length > 1;
      for (const [id, row] of this.groupRows(group)) {
        const { score, matched } = groupScore(row, { isIdentifier, partCount: group.parts.length });
        if (score <= 0) continue;
        let total = totals.get(id);
        if (!total) totals.set(id, (total = { score: 0, matched: 0, complete: 0, terms: new Set(), whole: false }));
        total.score += score;
        if (required[g]) {
          total.matched += matched;
          if (matched >= ALL_PARTS_COVERAGE) total.complete += 1;
        }
        if (row.wholeTerm >= 0) {
          total.terms.add(row.wholeTerm);
          total.whole = true;
        }
        row.partTerms.forEach(t => t >= 0 && total.terms.add(t));
      }
    });
    // A variable's own row is found only by its whole name, and then it outranks the
    // section that lists it (whose running text repeats the name).
    const identifierOnly = new Set(this.index.manifest.identifierOnly ?? []);
    // A query naming a symptom ("not sending", "invalid redirect uri") asks for a fix.
    const troubleshooting = new Set(isSymptomQuery(query) ? (this.index.manifest.troubleshooting ?? []) : []);
    const requiredCount = required.filter(Boolean).length;
    const hits = Array.from(totals)
      .filter(([id, total]) => total.whole || !identifierOnly.has(id))
      .map(([id, total]) => {
        const boost = (identifierOnly.has(id) ? ROW_BOOST : 1) * (troubleshooting.has(id) ? SYMPTOM_BOOST : 1);
        return this.hit(id, { total: { ...total, score: total.score * boost }, requiredCount, query });
      });
    hits.sort((a, b) => Number(b.full) - Number(a.full) || b.score - a.score || a.id - b.id);
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

  /** A record's hit: its summed score, damped by how many required query groups it matched and weighted by page type and title. */
  private hit(id: number, { total, requiredCount, query }: { total: RecordTotal; requiredCount: number; query: string }): SearchHit {
    const coverage = requiredCount ? total.matched / requiredCount : 1;
    const page = this.index.recordPage[id];
    const [route, pageTitle, type, method] = this.index.manifest.pages[page];
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
      terms: Array.from(total.terms, t => this.index.vocab[t]),
      full: total.complete === requiredCount,
    };
  }
}
