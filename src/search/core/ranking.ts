/**
 * Every tunable number of search ranking, in one place. The build side (buildIndex.ts) bakes
 * the field weights into the stored postings; the query side (queryExpansion.ts, scoring.ts, pageGroups.ts) applies the rest.
 * Prove a change on test/search/relevance.json (test/build/searchRelevance.test.ts).
 * How far a typo may go is matching, not ranking: fuzzy.ts.
 */
import type { RecordFields, SearchType } from './types';

// Build side: how a record's text becomes one stored score per term (changing these changes the index files).

/**
 * A term's once-per-record bonus in a strong field (title, heading, def, path); for `code`, the
 * extra occurrences each appearance adds to the running-text count. Raising one lets matches
 * in that field outrank matches elsewhere. (`body` is the unit: one occurrence each.)
 */
export const FIELD_WEIGHTS: Record<keyof RecordFields, number> = { title: 2, heading: 1.6, def: 2, code: 0.5, path: 3, body: 1 };
/** The page title's bonus in each of its sections (not the intro): raising it ranks sections of a page named for the word higher. */
export const TITLE_IN_SECTION = 0.5;
/** BM25 k1: raising it lets repeated words in running text keep adding score longer before it saturates. */
export const BM25_K1 = 1.2;
/** BM25 b (0 to 1): raising it penalises long sections more for their length. */
export const BM25_B = 0.5;
/** Scores are stored as integers, score × SCORE_SCALE: raising it keeps more precision and makes the postings files larger. */
export const SCORE_SCALE = 20;

// Query side: how a typed word expands to index terms.

/** A match on a synonym (synonyms.ts), the word itself counting 1: raising it brings the docs' wording closer to the reader's. */
export const SYNONYM_WEIGHT = 0.6;
/** A match on another form of the word ("send" for "sending", queryExpansion.ts): raising it treats the forms more alike. */
export const WORD_FORM_WEIGHT = 0.8;
/** A completion's weight is PREFIX_BASE + PREFIX_SPAN × (typed length / term length): raising PREFIX_BASE favours completions of any length. */
export const PREFIX_BASE = 0.3;
/** Raising it favours completions the typed prefix nearly spells out over long ones. */
export const PREFIX_SPAN = 0.4;
/** Completions of a word the index also has as typed count this share: raising it lets them compete with the word itself. */
export const PREFIX_OF_KNOWN_WORD = 0.5;
/** Completions kept per typed word (the closest first): raising it finds rarer completions and makes queries slower. */
export const MAX_COMPLETIONS = 30;
/** A term one edit from the typed word: raising it ranks typo matches closer to exact ones. */
export const ONE_TYPO_WEIGHT = 0.4;
/** A term two edits away (words of 8 letters or more): raising it ranks such matches higher. */
export const TWO_TYPO_WEIGHT = 0.25;

// Query side: identifiers (APP_URL, "app url" in one word group) and their parts.

/** An identifier matched whole, against the sum of its parts: raising it ranks exact identifier hits further above word matches. */
export const WHOLE_IDENTIFIER_WEIGHT = 2;
/** The parts' mean score counts this much when every part matched: raising it ranks "app url" prose closer to APP_URL itself. */
export const ALL_PARTS_WEIGHT = 0.8;
/** The parts' mean score counts this much when only some parts matched: raising it rewards records with half an identifier. */
export const SOME_PARTS_WEIGHT = 0.3;
/** How fully a group counts as matched (1 is whole) when all parts matched: raising it weakens the coverage damping of such records. */
export const ALL_PARTS_COVERAGE = 0.8;
/** The share of parts matched counts this much toward coverage when some are missing: raising it lifts records with half an identifier. */
export const SOME_PARTS_COVERAGE = 0.5;
/**
 * An environment variable's own row (found only by its whole name) against the section
 * listing it, whose running text repeats the name: raising it keeps the row further ahead.
 */
export const ROW_BOOST = 2;

// Query side: pages.

/**
 * Score factor by page type. API operation pages are many and short, so they would crowd out
 * the guide on a topic; they still win on their paths and operation names. Raising a type's
 * prior ranks its pages higher.
 */
export const TYPE_PRIOR: Record<SearchType, number> = { docs: 1, client: 1, api: 0.65 };
/**
 * A query word found in more than this share of all records ("pocket", "id", "user") is not
 * required of a full match: raising it lets fewer words pass as common.
 */
export const COMMON_TERM_SHARE = 0.4;
/**
 * Factor for a troubleshooting section (a page under /docs/troubleshooting/, the error-message
 * index, a "Troubleshoot …" section) when the query names a symptom ("not", "fails", "invalid",
 * symptoms.ts): raising it ranks fixes higher for questions that say something went wrong.
 */
export const SYMPTOM_BOOST = 1.8;
/** Factor for a page whose title is exactly the query ("List users"): raising it pins such pages higher. */
export const TITLE_MATCH_BOOST = 3;
/** A page ranks by its best section plus these shares of its second and third: raising them favours pages that keep returning to a term. */
export const SECOND_SECTION_SHARE = 0.3;
export const THIRD_SECTION_SHARE = 0.15;
/**
 * When the first three pages share a type, the best page of another type that scores at least
 * this share of the leader takes third place: raising it promotes a guide less often.
 */
export const DIVERSIFY_RATIO = 0.3;
