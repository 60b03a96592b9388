import { revealCurrentEntry } from '../../../src/client/revealCurrentEntry';

/** A scrolling sidebar whose box and current entry sit at the given heights in the window. */
function sidebar(box: { top: number; bottom: number }, entry: { top: number; height: number }) {
  const current = { getBoundingClientRect: () => ({ top: entry.top, bottom: entry.top + entry.height, height: entry.height }) };
  return {
    scrollTop: 0,
    clientHeight: box.bottom - box.top,
    getBoundingClientRect: () => box,
    querySelector: () => current,
  } as unknown as HTMLElement & { scrollTop: number };
}

test('an entry the window shows is left where it is', () => {
  const container = sidebar({ top: 100, bottom: 900 }, { top: 500, height: 30 });
  revealCurrentEntry(container, 900);
  expect(container.scrollTop).toBe(0);
});

test('an entry below the window is centred in the visible part, even when the sidebar reaches past the window', () => {
  // The sidebar ends at 940 px, the window at 900 px: an entry at 882-912 px is cut off.
  const container = sidebar({ top: 100, bottom: 940 }, { top: 882, height: 30 });
  revealCurrentEntry(container, 900);
  // Visible part 100-900 px (800 px); centring puts the entry's top at 100 + (800 - 30) / 2 = 485 px.
  expect(container.scrollTop).toBe(882 - 485);
});

test('an entry above the visible part is centred too', () => {
  const container = sidebar({ top: 100, bottom: 900 }, { top: 40, height: 30 });
  revealCurrentEntry(container, 900);
  expect(container.scrollTop).toBe(40 - 485);
});
