import { createNavigationProgress } from '../../../src/client/navigationProgress';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const view = () => ({ show: jest.fn(), hide: jest.fn() });

test('a navigation finishing within 200 ms never shows the bar', () => {
  const v = view();
  const progress = createNavigationProgress(v);
  progress.start();
  jest.advanceTimersByTime(199);
  progress.done();
  jest.advanceTimersByTime(1000);
  expect(v.show).not.toHaveBeenCalled();
  expect(v.hide).not.toHaveBeenCalled();
});

test('a slower navigation shows the bar at 200 ms and hides it when done', () => {
  const v = view();
  const progress = createNavigationProgress(v);
  progress.start();
  jest.advanceTimersByTime(199);
  expect(v.show).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(v.show).toHaveBeenCalledTimes(1);
  progress.done();
  expect(v.hide).toHaveBeenCalledTimes(1);
  progress.done();
  expect(v.hide).toHaveBeenCalledTimes(1);
});

test('a new navigation restarts the delay', () => {
  const v = view();
  const progress = createNavigationProgress(v, 200);
  progress.start();
  jest.advanceTimersByTime(150);
  progress.start();
  jest.advanceTimersByTime(150);
  expect(v.show).not.toHaveBeenCalled();
  jest.advanceTimersByTime(50);
  expect(v.show).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
});

test('injected timers and delay are used', () => {
  const v = view();
  const set = jest.fn((_fn: () => void, _ms: number) => 7);
  const clear = jest.fn();
  const progress = createNavigationProgress(v, 500, { set, clear });
  progress.start();
  expect(set).toHaveBeenCalledWith(expect.any(Function), 500);
  progress.done();
  expect(clear).toHaveBeenCalledWith(7);
});
