/**
 * How a typed query becomes index terms: each word (and each part of an identifier) expands
 * to the exact term, its synonyms, its completions while it is being typed, and its typos,
 * each with a weight (ranking.ts) that scoring multiplies in. It also says which dictionary
 * parts that expansion scans, so a query loads only those. Kept apart from scoring so that
 * "why does this word find that page" starts here. No DOM, no React.
 */
import { editDistance, maxTypos } from './fuzzy';
import type { IndexStore } from './indexStore';
import { MAX_COMPLETIONS, ONE_TYPO_WEIGHT, PREFIX_BASE, PREFIX_OF_KNOWN_WORD, PREFIX_SPAN, SYNONYM_WEIGHT, TWO_TYPO_WEIGHT, WORD_FORM_WEIGHT } from './ranking';
import { synonymsOf } from './synonyms';
import type { QueryGroup } from './tokenize';

/** What expansion reads of the index: the loaded vocabulary, and how to load more of it. */
export type Vocabulary = Pick<IndexStore, 'vocab' | 'termId' | 'loadedRange' | 'loadDictionary'>;

/** An index term (vocabulary id) a typed word may mean, and how much a match on it counts. */
export interface Candidate {
  term: number;
  weight: number;
}

/** One query group with the vocabulary terms its whole form and each of its parts expand to. */
export interface ExpandedGroup {
  group: QueryGroup;
  whole: Candidate[];
  parts: Candidate[][];
}

/**
 * Other forms of a plain word that the index keeps apart (its stemmer drops only plural -s):
 * "sending" also finds "send", "configured" "configure", "add" "adding" and "added".
 */
function wordForms(term: string): string[] {
  if (!/^[a-z]{3,}$/.test(term)) return [];
  const stemOf = (base: string) => [base, `${base}e`, ...(/([^aeiou])\1$/.test(base) ? [base.slice(0, -1)] : [])];
  if (term.length > 5 && term.endsWith('ing')) return stemOf(term.slice(0, -3));
  if (term.length > 4 && term.endsWith('ed')) return stemOf(term.slice(0, -2));
  const base = term.endsWith('e') ? term.slice(0, -1) : term;
  return [`${base}ing`, `${base}ed`];
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

/**
 * Index terms a typed term may mean, with how much a match on each counts (ranking.ts): the exact
 * term 1; its other forms (wordForms) and synonyms (synonyms.ts) less; completions (prefix) more the closer they are, less when the
 * word itself is indexed, and only for the word being typed or a word the index lacks; typos (1 edit from 4 letters, 2 from 8)
 * less again, only when the word itself is not in the index, and only among words
 * with the same first letter. Needs the dictionary parts `loadVocabularyFor` loads.
 */
function expandTerm(
  vocabulary: Vocabulary,
  term: string,
  { typing = true, typed = new Set<string>() }: { typing?: boolean; typed?: Set<string> } = {},
): Candidate[] {
  const { vocab } = vocabulary;
  const found = new Map<number, number>();
  const put = (index: number, weight: number) => {
    if ((found.get(index) ?? 0) < weight) found.set(index, weight);
  };
  const exact = vocabulary.termId(term);
  if (exact !== undefined) put(exact, 1);
  // A synonym the reader typed as well ("smtp email") is a word of its own, not this one's stand-in.
  for (const synonym of synonymsOf(term).filter(other => !typed.has(other))) {
    const index = vocabulary.termId(synonym);
    if (index !== undefined) put(index, SYNONYM_WEIGHT);
  }
  for (const form of wordForms(term)) {
    const index = vocabulary.termId(form);
    if (index !== undefined) put(index, WORD_FORM_WEIGHT);
  }
  if ((typing || exact === undefined) && term.length >= 2) {
    const [from, to] = vocabulary.loadedRange(term, prefixEnd(term));
    const completions: [number, number][] = [];
    for (let i = lowerBound(vocab, term, from, to); i < to && vocab[i].startsWith(term); i++) {
      if (vocab[i] !== term)
        completions.push([i, (PREFIX_BASE + PREFIX_SPAN * (term.length / vocab[i].length)) * (exact === undefined ? 1 : PREFIX_OF_KNOWN_WORD)]);
    }
    // Keep the closest (shortest) completions.
    completions.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    completions.slice(0, MAX_COMPLETIONS).forEach(([index, weight]) => put(index, weight));
  }
  const typos = maxTypos(term);
  if (typos > 0 && exact === undefined) {
    const [from, to] = vocabulary.loadedRange(term[0], prefixEnd(term[0]));
    for (let i = from; i < to; i++) {
      const candidate = vocab[i];
      if (Math.abs(candidate.length - term.length) > typos || found.has(i)) continue;
      const distance = editDistance(term, candidate, typos);
      if (distance <= typos) put(i, distance === 1 ? ONE_TYPO_WEIGHT : TWO_TYPO_WEIGHT);
    }
  }
  return Array.from(found.entries()).map(([index, weight]) => ({ term: index, weight }));
}

/** Every query group expanded; only the last word may still be being typed. */
export function expandGroups(vocabulary: Vocabulary, groups: QueryGroup[]): ExpandedGroup[] {
  const typed = new Set(groups.flatMap(group => [...(group.whole ? [group.whole] : []), ...group.parts]));
  const last = groups.length - 1;
  return groups.map((group, g) => ({
    group,
    whole: group.whole ? expandTerm(vocabulary, group.whole, { typing: g === last, typed }) : [],
    parts: group.parts.map((part, p) => expandTerm(vocabulary, part, { typing: g === last && p === group.parts.length - 1, typed })),
  }));
}

/** The words a query's groups expand from: each identifier's whole form and its parts, then their synonyms. */
export function typedWords(groups: QueryGroup[]): string[] {
  const typed = groups.flatMap(group => [...(group.whole ? [group.whole] : []), ...group.parts]);
  return [...typed, ...typed.flatMap(synonymsOf)];
}

/** The other forms of the typed words (wordForms): looked up as they are, never as typos. */
export const formsOf = (words: string[]): string[] => words.flatMap(wordForms);

/**
 * Loads the vocabulary a set of typed terms needs: the parts holding each term and its
 * completions, then, for a term of typo length the index lacks, the parts of its first letter;
 * and the part each other form of a word falls in.
 */
export async function loadVocabularyFor(vocabulary: Vocabulary, terms: string[], forms: string[] = []): Promise<void> {
  const unique = Array.from(new Set(terms.filter(Boolean)));
  // One letter has no completions (see expandTerm): only its own part. A word form needs only the part it falls in.
  await Promise.all([
    ...unique.map(term => vocabulary.loadDictionary(term, term.length >= 2 ? prefixEnd(term) : `${term}\u0000`)),
    ...forms.map(form => vocabulary.loadDictionary(form, `${form}\u0000`)),
  ]);
  await Promise.all(
    unique.filter(term => maxTypos(term) > 0 && vocabulary.termId(term) === undefined).map(term => vocabulary.loadDictionary(term[0], prefixEnd(term[0]))),
  );
}
