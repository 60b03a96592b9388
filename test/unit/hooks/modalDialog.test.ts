import { isBackdropClick } from '../../../src/hooks/useModalDialog';

const dialog = { getBoundingClientRect: () => ({ left: 100, right: 400, top: 50, bottom: 500 }) } as unknown as HTMLElement;
const click = (x: number, y: number, target: unknown = dialog) => ({
  target: target as EventTarget,
  currentTarget: dialog as EventTarget,
  clientX: x,
  clientY: y,
});

test('a click on the dialog element outside its box is on the backdrop', () => {
  expect(isBackdropClick(click(50, 200))).toBe(true);
  expect(isBackdropClick(click(450, 200))).toBe(true);
  expect(isBackdropClick(click(200, 10))).toBe(true);
  expect(isBackdropClick(click(200, 600))).toBe(true);
});

test('a click inside the box, or on a control in the dialog, is not', () => {
  expect(isBackdropClick(click(200, 200))).toBe(false);
  expect(isBackdropClick(click(50, 200, { tagName: 'BUTTON' }))).toBe(false);
});
