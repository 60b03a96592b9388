/**
 * The phrases of the synonym table (synonyms.ts: "redirect uri", "sign out") as single
 * terms. The index adds a phrase term wherever its words follow each other (a phrase found
 * in an identifier's parts, as in `redirect_uri` or `end-session`, counts too), and a query
 * that types a phrase's words in a row searches for the phrase, so its synonyms apply to the
 * whole phrase. Kept apart from tokenize.ts, which the synonym table itself reads. No DOM, no React.
 */
import { PHRASES } from './synonyms';
import { QueryGroup, Token, tokenize } from './tokenize';

/** Between two words of a phrase only spaces and identifier punctuation may stand. */
const JOINED = /^[\s_\-./:]*$/;

/** The tokens of a text as the index stores them: tokenize.ts's, and a token for each phrase of the synonym table. */
export function indexTokens(text: string): Token[] {
  const tokens = tokenize(text);
  const words = tokens.filter(token => !token.identifier);
  const phrases: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrase = PHRASES.find(
      parts =>
        i + parts.length <= words.length &&
        parts.every((part, k) => words[i + k].term === part && (k === 0 || JOINED.test(text.slice(words[i + k - 1].end, words[i + k].start)))),
    );
    if (phrase) phrases.push({ term: phrase.join(' '), start: words[i].start, end: words[i + phrase.length - 1].end, identifier: false });
  }
  if (phrases.length === 0) return tokens;
  // In text order, a phrase after the words it starts with.
  return [...tokens, ...phrases].sort((a, b) => a.start - b.start);
}

/** Query groups with each run of plain words that spells a phrase of the synonym table merged into one group for the phrase. */
export function mergePhrases(groups: QueryGroup[]): QueryGroup[] {
  const merged: QueryGroup[] = [];
  for (let i = 0; i < groups.length; i++) {
    const phrase = PHRASES.find(
      parts =>
        i + parts.length <= groups.length &&
        parts.every((part, k) => groups[i + k].whole === null && groups[i + k].parts.length === 1 && groups[i + k].parts[0] === part),
    );
    if (!phrase) {
      merged.push(groups[i]);
      continue;
    }
    const run = groups.slice(i, i + phrase.length);
    merged.push({ raw: run.map(group => group.raw).join(' '), whole: null, parts: [phrase.join(' ')] });
    i += phrase.length - 1;
  }
  return merged;
}
