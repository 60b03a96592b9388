/**
 * Tokenising shared by the index builder and the browser engine, so both agree on terms.
 *
 * Identifiers (ENCRYPTION_KEY, /api/users, X-API-Key, pocket-id.example.com) are kept
 * whole as one term *and* split into their word parts, so an exact identifier query can
 * rank its defining page first while word queries still find it.
 */

export interface Token {
  /** Normalised term as stored in the index. */
  term: string;
  /** Offsets in the original text (for excerpts). */
  start: number;
  end: number;
  /** True for the whole form of an identifier (its parts follow as separate tokens). */
  identifier: boolean;
}

const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its of on or so than that the their then there these this to was we were what when where which will with you your'.split(
    ' ',
  ),
);

/** Hashes, UUID parts and long numbers: never worth a vocabulary entry. */
function isNoise(term: string): boolean {
  if (/^\d{5,}$/.test(term)) return true;
  if (term.length >= 7 && /^[0-9a-f-]+$/.test(term) && /\d/.test(term) && /[a-f]/.test(term)) return true;
  return term.length >= 7 && (term.match(/\d/g)?.length ?? 0) >= 2 && /[a-z]/.test(term) && !/[_./:-]/.test(term);
}

/**
 * Lower case without diacritics (synonyms.ts writes its entries the same way).
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Light English stemming for plain words: plural and a few verb endings, so "users"
 * finds "user" and "groups" finds "group". Identifiers are never stemmed.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is|os)$/.test(word)) return word;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

// A raw token: letters/digits with identifier punctuation inside, optionally led by / or . or $.
const RAW = /[/.$]?[\p{L}\p{N}_{][\p{L}\p{N}_\-./:{}@$]*/gu;
const IDENT_PUNCT = /[_\-./:{}@$]/;
const PART = /[\p{L}\p{N}]+/gu;

function splitCamel(part: string): string[] {
  // clientId -> client, Id; OAuthClient -> OAuth, Client; keeps ALLCAPS runs together.
  if (!/[a-z][A-Z]|[A-Z]{2}[a-z]/.test(part)) return [part];
  const pieces = part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g);
  return pieces && pieces.length > 1 ? pieces : [part];
}

/** Turns a plain word (already normalised) into its index term, or null when it carries no meaning. */
function wordTerm(word: string): string | null {
  if (word.length < 2 && !/\d/.test(word)) return null;
  if (isNoise(word)) return null;
  if (STOP_WORDS.has(word)) return null;
  return stem(word);
}

/**
 * Tokens of a text in order. The whole form of an identifier comes first, followed by
 * its parts (with the same offsets as the parts in the text).
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(RAW)) {
    let raw = match[0];
    const start = match.index ?? 0;
    raw = raw.replace(/[-./:@$]+$/, '');
    if (!raw) continue;
    const end = start + raw.length;
    const inner = raw.replace(/^[/.$]/, '');
    const isIdent = IDENT_PUNCT.test(inner) || /^[/.$]/.test(raw) || /[a-z][A-Z]/.test(raw) || /^[A-Z0-9]+_/.test(raw);
    if (isIdent) {
      const whole = normalise(raw);
      if (isNoise(whole)) continue; // a UUID or hash: neither whole nor parts
      if (whole.length >= 2 && whole.length <= 64) tokens.push({ term: whole, start, end, identifier: true });
      // Path segments that are identifiers themselves (/.well-known/openid-configuration).
      if (whole.includes('/')) {
        let offset = start;
        for (const segment of raw.split('/')) {
          const at = text.indexOf(segment, offset);
          offset = at + segment.length;
          const term = normalise(segment.replace(/^\./, ''));
          if (at >= 0 && term !== whole && /[a-z0-9][_.-][a-z0-9]/.test(term) && !/[{}:]/.test(term))
            tokens.push({ term, start: at, end: at + segment.length, identifier: true });
        }
      }
    }
    for (const part of raw.matchAll(PART)) {
      const partStart = start + (part.index ?? 0);
      const pieces = splitCamel(part[0]);
      let offset = partStart;
      for (const piece of pieces) {
        const pieceAt = text.indexOf(piece, offset);
        const at = pieceAt >= 0 ? pieceAt : offset;
        offset = at + piece.length;
        const term = wordTerm(normalise(piece));
        if (term) tokens.push({ term, start: at, end: at + piece.length, identifier: false });
      }
      // A camelCase word is also kept whole as a plain word (clientid).
      if (pieces.length > 1) {
        const term = wordTerm(normalise(part[0]));
        if (term) tokens.push({ term, start: partStart, end: partStart + part[0].length, identifier: false });
      }
    }
  }
  return tokens;
}

/** One thing the reader typed: an identifier (whole + parts) or a single word. */
export interface QueryGroup {
  /** The typed text (normalised). */
  raw: string;
  /** Whole identifier term, when the group is an identifier. */
  whole: string | null;
  /** Word terms (for a plain word, exactly one). */
  parts: string[];
}

/** Splits a query into groups; stop words are dropped unless they are all there is. */
export function queryGroups(query: string): QueryGroup[] {
  const groups: QueryGroup[] = [];
  for (const match of query.matchAll(RAW)) {
    const raw = match[0].replace(/[-./:@$]+$/, '');
    if (!raw) continue;
    const tokens = tokenize(raw);
    const whole = tokens.find(t => t.identifier)?.term ?? null;
    const parts = Array.from(new Set(tokens.filter(t => !t.identifier).map(t => t.term)));
    if (!whole && parts.length === 0) {
      // A lone stop word or one letter: still searchable as a prefix.
      const word = normalise(raw);
      if (!STOP_WORDS.has(word) || query.trim().split(/\s+/).length === 1) groups.push({ raw: word, whole: null, parts: [word] });
      continue;
    }
    groups.push({ raw: normalise(raw), whole, parts });
  }
  return groups;
}
