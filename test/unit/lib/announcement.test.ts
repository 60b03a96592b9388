import { isAnnouncementDismissed } from '../../../src/lib/announcement';

describe('isAnnouncementDismissed', () => {
  test('dismissed only for the same id with dismiss=true', () => {
    expect(isAnnouncementDismissed('a', 'a', 'true')).toBe(true);
    expect(isAnnouncementDismissed('a', 'a', 'false')).toBe(false);
    expect(isAnnouncementDismissed('a', 'a', null)).toBe(false);
  });
  test('a different (or missing) stored id resets dismissal', () => {
    expect(isAnnouncementDismissed('b', 'a', 'true')).toBe(false);
    expect(isAnnouncementDismissed('b', null, 'true')).toBe(false);
  });
});
