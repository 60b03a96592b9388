/**
 * What a question says besides its topic. Symptom words ("not", "fails", "error", "invalid",
 * "wrong", "can't") say that something went wrong: troubleshooting sections and the
 * error-message index then rank higher (SYMPTOM_BOOST in ranking.ts). They, and the other
 * words questions are made of ("working", "why", "my"), count when a page has them but never
 * decide whether it matches the whole query: a page matches fully when it has every other word.
 * No DOM, no React.
 */

/** Symptom words as typed (before tokenising: "can't" would lose its "t"). */
const SYMPTOM =
  /(?:^|[^\p{L}])(?:not|no|never|fail(?:s|ed|ing|ure)?|errors?|invalid|wrong|broken|unable|cannot|can['’]?t|won['’]?t|doesn['’]?t|don['’]?t|isn['’]?t|aren['’]?t|didn['’]?t|missing|stuck|problems?|issues?|expired|denied|refused|rejected|mismatch)(?=$|[^\p{L}])/iu;

/** True when the query says that something went wrong. */
export const isSymptomQuery = (query: string): boolean => SYMPTOM.test(query);

/** Query words (in index form, see tokenize.ts) that count when a page has them but are not required of a full match. */
const SOFT = new Set(
  (
    'not no never fail failed failing failure error invalid wrong broken unable cannot can doesn don isn aren didn won missing stuck problem issue ' +
    'expired denied refused rejected mismatch ' +
    'work working why my me his her our get getting still only after anymore help'
  ).split(' '),
);

/** True for a query word a full match does not need. */
export const isSoftWord = (term: string): boolean => SOFT.has(term);
