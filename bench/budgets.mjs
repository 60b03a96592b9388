/**
 * The budgets of bench/budgets.json, stated against the floor measured in the same run
 * (bench/floor.mjs: a bare Gatsby + React page, and bare Gatsby + MDX in develop). Pure:
 * bench/run.mjs measures, these say what each figure may be and whether it is within.
 * A check is { budget, within, floor }: `floor` is the floor's own figure (null for the
 * budgets that do not depend on it), printed beside the site's.
 */

/**
 * @param {number} value
 * @param {number} budget
 * @param {number | null} floor
 * @param {'max' | 'min'} kind
 */
const check = (value, budget, floor, kind = 'max') => ({ budget, floor, within: kind === 'max' ? value <= budget : value >= budget });

/** First-load JavaScript (gzip, KB) of a page type: at most the floor's plus `firstLoadJsOverFloorKb`. */
export function firstLoadJs(budgets, kb, floorKb) {
  return check(kb, floorKb + budgets.firstLoadJsOverFloorKb, floorKb);
}

/** Lighthouse mobile TBT (ms) at one CPU slowdown: at most the floor's TBT at that slowdown plus `mobileTbtOverFloorMs`. */
export function mobileTbt(budgets, ms, floorMs) {
  return check(ms, floorMs + budgets.mobileTbtOverFloorMs, floorMs);
}

/**
 * Lighthouse mobile performance at one CPU slowdown: at least the floor's score, except that
 * where the floor scores 100 a page may score `mobilePerformanceWhereFloorScores100` (98).
 */
export function mobilePerformance(budgets, score, floorScore) {
  const budget = floorScore >= 100 ? budgets.mobilePerformanceWhereFloorScores100 : floorScore;
  return check(score, budget, floorScore, 'min');
}

/** Develop's cold start (s): at most `developColdStartFloorFactor` times the floor's. */
export function developColdStart(budgets, seconds, floorSeconds) {
  return check(seconds, Number((budgets.developColdStartFloorFactor * floorSeconds).toFixed(1)), floorSeconds);
}

/** Develop's warm restart (s): at most the floor's plus `developWarmRestartOverFloorSeconds`. */
export function developWarmRestart(budgets, seconds, floorSeconds) {
  return check(seconds, Number((floorSeconds + budgets.developWarmRestartOverFloorSeconds).toFixed(1)), floorSeconds);
}

/** A budget that does not depend on the floor: `value` at most (or at least) `budget`. */
export function absolute(value, budget, kind = 'max') {
  return check(value, budget, null, kind);
}

/** The CPU slowdowns every page type is audited at: Lighthouse's default mobile 4x, and 6x for a slower phone. */
export const CPU_SLOWDOWNS = [4, 6];
