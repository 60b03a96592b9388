/**
 * Words readers type for what the docs call otherwise. A query word (or phrase) also finds
 * these terms, at a lower weight than the word itself (SYNONYM_WEIGHT in ranking.ts), so a
 * page that uses the reader's own word still ranks first.
 *
 * Two kinds, each entry proved by a question in test/search/relevance.json:
 * - one-way: a word the docs do not use (or use for something else) mapped to the words
 *   they use for the same thing ("forgot my passkey" is "lost a passkey" in the docs);
 * - sets: names the docs and apps use side by side for one thing (an app's "redirect URI"
 *   is Pocket ID's "callback URL"); every member finds every other.
 *
 * A member of several words is a phrase: the index holds it as one term (the words joined by
 * a space) wherever the words follow each other, and a query that types the words in a row
 * searches for the phrase (phrases.ts). Write entries as readers type them: they are
 * normalised and stemmed as the index is.
 */
import { normalise, stem } from './tokenize';

const ONE_WAY: [string, string[]][] = [
  ['forgot', ['lost', 'losing']],
  ['forgotten', ['lost', 'losing']],
  ['lose', ['lost', 'losing']],
  ['timeout', ['duration', 'lifetime']],
  ['sending', ['sent']],
  ['reset', ['recover', 'recovery']],
];

const SETS: string[][] = [
  ['redirect uri', 'redirect url', 'redirect_uri', 'callback url'],
  ['email', 'smtp'],
  ['localhost', 'https', 'secure context'],
  ['admin', 'administrator'],
  ['log out', 'logout', 'sign out', 'end session'],
];

/** An entry in its index form: each word normalised and stemmed as tokenize.ts does (an identifier is kept whole). */
const indexForm = (text: string): string =>
  normalise(text)
    .split(' ')
    .map(word => (/[_\-./]/.test(word) ? word : stem(word)))
    .join(' ');

/** Each entry's index form and the index terms it also means. */
function synonymTable(): ReadonlyMap<string, readonly string[]> {
  const table = new Map<string, string[]>();
  const add = (from: string, to: string[]) => {
    const key = indexForm(from);
    const list = table.get(key) ?? [];
    for (const term of to.map(indexForm)) if (term !== key && !list.includes(term)) list.push(term);
    table.set(key, list);
  };
  for (const [word, terms] of ONE_WAY) add(word, terms);
  for (const set of SETS) for (const member of set) add(member, set);
  return table;
}

const SYNONYMS = synonymTable();

/** Phrases (index form, words joined by a space) the tokeniser indexes as one term, longest first. */
export const PHRASES: readonly string[][] = Array.from(new Set(Array.from(SYNONYMS.keys()).filter(key => key.includes(' '))))
  .map(phrase => phrase.split(' '))
  .sort((a, b) => b.length - a.length);

/** The index terms a query term (or phrase) also means. */
export const synonymsOf = (term: string): readonly string[] => SYNONYMS.get(term) ?? [];
