/** The bench's budgets against the floor (bench/budgets.mjs): the arithmetic and the verdicts at their edges. */
import budgets from '../../../bench/budgets.json';
import { absolute, CPU_SLOWDOWNS, developColdStart, developWarmRestart, firstLoadJs, mobilePerformance, mobileTbt } from '../../../bench/budgets.mjs';

test('first-load JS may be the floor plus 28 KB, and no more', () => {
  expect(firstLoadJs(budgets, 80, 52)).toEqual({ budget: 80, floor: 52, within: true });
  expect(firstLoadJs(budgets, 80.1, 52)).toEqual({ budget: 80, floor: 52, within: false });
});

test('mobile TBT may be the floor at the same slowdown plus 50 ms', () => {
  expect(mobileTbt(budgets, 243, 193)).toEqual({ budget: 243, floor: 193, within: true });
  expect(mobileTbt(budgets, 295, 193)).toMatchObject({ budget: 243, within: false });
  expect(mobileTbt(budgets, 51, 0)).toMatchObject({ budget: 50, within: false });
});

test("mobile performance must reach the floor's score, or 98 where the floor scores 100", () => {
  expect(mobilePerformance(budgets, 96, 96)).toEqual({ budget: 96, floor: 96, within: true });
  expect(mobilePerformance(budgets, 95, 96)).toMatchObject({ budget: 96, within: false });
  expect(mobilePerformance(budgets, 98, 100)).toEqual({ budget: 98, floor: 100, within: true });
  expect(mobilePerformance(budgets, 97, 100)).toMatchObject({ budget: 98, within: false });
  expect(mobilePerformance(budgets, 98, 99)).toMatchObject({ budget: 99, within: false });
});

test("develop's cold start may be 1.8 times the floor's, its warm restart the floor's plus 5 s", () => {
  expect(developColdStart(budgets, 27, 15)).toEqual({ budget: 27, floor: 15, within: true });
  expect(developColdStart(budgets, 27.1, 15)).toMatchObject({ budget: 27, within: false });
  expect(developWarmRestart(budgets, 11.2, 6.2)).toEqual({ budget: 11.2, floor: 6.2, within: true });
  expect(developWarmRestart(budgets, 11.3, 6.2)).toMatchObject({ within: false });
});

test('the budgets that do not move with the machine stay absolute', () => {
  expect(absolute(2, budgets.developEditSeconds)).toEqual({ budget: 2, floor: null, within: true });
  expect(absolute(5.1, budgets.developNewPageSeconds)).toMatchObject({ within: false });
  expect(absolute(5.1, budgets.developBrokenFixedSeconds)).toMatchObject({ within: false });
  expect(absolute(30.5, budgets.apiOperationPageDataKb)).toMatchObject({ budget: 30, within: false });
  expect(absolute(1537, budgets.buildPeakMemoryMb)).toMatchObject({ budget: 1536, within: false });
  expect(absolute(99, 98, 'min')).toMatchObject({ within: true });
});

test("pages are audited at Lighthouse's default mobile slowdown and at 6x", () => {
  expect(CPU_SLOWDOWNS).toEqual([4, 6]);
});
