/**
 * Words readers type for what the docs call otherwise: "forgot my passkey" is "lost a
 * passkey" in the docs, a "session timeout" is the session duration. A query word also
 * finds these terms (as the index writes them: lower case, stemmed), at a lower weight than
 * the word itself (SYNONYM_WEIGHT in ranking.ts), so a page that uses the reader's own word still ranks first.
 *
 * Keep the list short and one-way: each entry is a word the docs do not use (or use for
 * something else) mapped to the words they use for the same thing. Prove each entry with a
 * query in test/search/relevance.json.
 */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['forgot', ['lost', 'losing']],
  ['forgotten', ['lost', 'losing']],
  ['timeout', ['duration', 'lifetime']],
  ['reset', ['recover', 'recovery']],
]);

/** The index terms a query term also means. */
export const synonymsOf = (term: string): readonly string[] => SYNONYMS.get(term) ?? [];
