/** @jest-environment jsdom */
import { announcementBoot } from '../../../src/boot/announcementBoot';
import { inlineScript } from '../../../src/boot/inlineScript';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, isAnnouncementDismissed } from '../../../src/lib/announcement';
import { ROOT_ATTRIBUTES } from '../../../src/lib/rootAttributes';
import { blockStorage, forEachWayToRun } from '../../support/bootHarness';

const hidden = () => document.documentElement.getAttribute('data-announcement-dismissed');
const remember = (id: string, dismissed: string) => {
  localStorage.setItem(ANNOUNCEMENT_ID_KEY, id);
  localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, dismissed);
};

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-announcement-dismissed');
});

forEachWayToRun(
  (currentId: string) =>
    announcementBoot(ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISS_KEY, currentId, ROOT_ATTRIBUTES.announcementDismissed, isAnnouncementDismissed),
  (currentId: string) =>
    inlineScript(announcementBoot, ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISS_KEY, currentId, ROOT_ATTRIBUTES.announcementDismissed, isAnnouncementDismissed),
  run => {
    test('hides the bar before paint when this announcement was dismissed', () => {
      remember('x', 'true');
      run('x');
      expect(hidden()).toBe('true');
    });
    test('this announcement, not dismissed: the bar shows and storage is left alone', () => {
      remember('x', 'false');
      run('x');
      expect(hidden()).toBeNull();
      expect([localStorage.getItem(ANNOUNCEMENT_ID_KEY), localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)]).toEqual(['x', 'false']);
    });
    test('a new id resets the stored dismissal and shows the bar', () => {
      remember('old', 'true');
      run('new');
      expect(hidden()).toBeNull();
      expect([localStorage.getItem(ANNOUNCEMENT_ID_KEY), localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY)]).toEqual(['new', 'false']);
    });
    test('nothing stored yet: the bar shows', () => {
      run('x');
      expect(hidden()).toBeNull();
      expect(localStorage.getItem(ANNOUNCEMENT_ID_KEY)).toBe('x');
    });
    test('ids with quotes and markup are carried as they are', () => {
      run('a"b</script><!--');
      expect(localStorage.getItem(ANNOUNCEMENT_ID_KEY)).toBe('a"b</script><!--');
    });
    test('blocked storage is ignored: no error, the bar shows', () => {
      const unblock = blockStorage();
      try {
        expect(() => run('x')).not.toThrow();
        expect(hidden()).toBeNull();
      } finally {
        unblock();
      }
    });
  },
);

test('the inline script cannot end its <script> element early, whatever the id', () => {
  expect(
    inlineScript(
      announcementBoot,
      ANNOUNCEMENT_ID_KEY,
      ANNOUNCEMENT_DISMISS_KEY,
      'a</script><!--',
      ROOT_ATTRIBUTES.announcementDismissed,
      isAnnouncementDismissed,
    ),
  ).not.toMatch(/<\/script|<!--/i);
});
