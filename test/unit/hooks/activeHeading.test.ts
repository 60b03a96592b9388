import { activeHeadingIndex } from '../../../src/hooks/activeHeading';

const view = { viewport: 900, remaining: 5000 };

test('a heading is current once it passes a third of the way down the window, not only at the top', () => {
  // The reading line is at 900 / 3 = 300 px.
  expect(activeHeadingIndex([-400, 280, 700], view)).toBe(1);
  expect(activeHeadingIndex([-400, 320, 700], view)).toBe(0);
});

test('before any heading, the first is current', () => {
  expect(activeHeadingIndex([500, 900], view)).toBe(0);
  expect(activeHeadingIndex([], view)).toBe(-1);
});

test('at the bottom of the page the last heading is current, though it cannot reach the line', () => {
  const tops = [-900, 200, 650];
  expect(activeHeadingIndex(tops, { ...view, remaining: 0 })).toBe(2);
  // Halfway through the last screenful the line has moved halfway down: 300 + 600 / 2 = 600.
  expect(activeHeadingIndex(tops, { ...view, remaining: 450 })).toBe(1);
  expect(activeHeadingIndex([-900, 200, 580], { ...view, remaining: 450 })).toBe(2);
});
