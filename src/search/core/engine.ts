/**
 * The search engine the dialog (src/search/browser) and the tests use: a query in, best-first
 * hits out, and the details of the hits shown. It only ties the steps together, each in its
 * own file: tokenize.ts splits the query into word groups, queryExpansion.ts turns them into
 * index terms (and says which dictionary parts to load), indexStore.ts loads and keeps the
 * index files, scoring.ts scores the records; pageGroups.ts and excerpt.ts shape the result
 * list. No DOM, no React.
 */
import { IndexLoader, IndexStore } from './indexStore';
import { expandGroups, formsOf, loadVocabularyFor, typedWords } from './queryExpansion';
import { Scorer, SearchHit } from './scoring';
import { mergePhrases } from './phrases';
import { queryGroups } from './tokenize';
import type { Manifest } from './types';

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

export class SearchEngine {
  readonly manifest: Manifest;
  private readonly index: IndexStore;
  private readonly scorer: Scorer;

  constructor(manifest: Manifest, load: IndexLoader) {
    this.manifest = manifest;
    this.index = new IndexStore(manifest, load);
    this.scorer = new Scorer(this.index);
  }

  /** Best-first hits for a query (all of them; the caller groups, filters and cuts). */
  async search(query: string): Promise<SearchHit[]> {
    const groups = mergePhrases(queryGroups(query));
    if (groups.length === 0) return [];
    const words = typedWords(groups);
    await loadVocabularyFor(this.index, words, formsOf(words));
    const expanded = expandGroups(this.index, groups);
    await this.index.ensurePostings(expanded.flatMap(e => [...e.whole, ...e.parts.flat()].map(c => c.term)));
    return this.scorer.rank(expanded, query);
  }

  /** Heading, anchor and excerpt text of records (loads the chunks of those not in memory). */
  async details(ids: number[]): Promise<Map<number, HitDetails>> {
    await this.index.ensureDetails(ids);
    const result = new Map<number, HitDetails>();
    for (const id of ids) {
      const row = this.index.detailsOf(id);
      if (!row) continue;
      const [anchor, heading, text, method, path] = row;
      const route = this.manifest.pages[this.index.recordPage[id]][0];
      result.set(id, { anchor, url: anchor ? `${route}#${anchor}` : route, heading, text, method, path });
    }
    return result;
  }

  /**
   * Loads the whole index in its few large parts so that later queries need no
   * requests. Call it once the reader has searched and the page is idle; after a failed
   * part the next call tries again.
   */
  warm(): Promise<void> {
    return this.index.warm();
  }

  /** True once every postings list and record text is in memory. */
  get warmed(): boolean {
    return this.index.warmed;
  }
}
