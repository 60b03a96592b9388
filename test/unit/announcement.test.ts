import vm from 'vm';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, announcementBootScript, isAnnouncementDismissed } from '../../src/lib/announcement';

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

function runBoot(currentId: string, store: Map<string, string>, throws = false) {
  const attributes: Record<string, string> = {};
  const window = {
    get localStorage() {
      if (throws) throw new Error('blocked');
      return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, String(v)) };
    },
  };
  const document = { documentElement: { setAttribute: (n: string, v: string) => (attributes[n] = v) } };
  vm.runInNewContext(announcementBootScript(currentId), { window, document });
  return attributes;
}

describe('announcementBootScript', () => {
  test('hides the bar before paint when this announcement was dismissed', () => {
    const store = new Map([
      [ANNOUNCEMENT_ID_KEY, 'x'],
      [ANNOUNCEMENT_DISMISS_KEY, 'true'],
    ]);
    expect(runBoot('x', store)).toEqual({ 'data-announcement-dismissed': 'true' });
  });
  test('a new id resets the stored dismissal and shows the bar', () => {
    const store = new Map([
      [ANNOUNCEMENT_ID_KEY, 'old'],
      [ANNOUNCEMENT_DISMISS_KEY, 'true'],
    ]);
    expect(runBoot('new', store)).toEqual({});
    expect(store.get(ANNOUNCEMENT_ID_KEY)).toBe('new');
    expect(store.get(ANNOUNCEMENT_DISMISS_KEY)).toBe('false');
  });
  test('not dismissed: nothing is hidden', () => {
    const store = new Map([
      [ANNOUNCEMENT_ID_KEY, 'x'],
      [ANNOUNCEMENT_DISMISS_KEY, 'false'],
    ]);
    expect(runBoot('x', store)).toEqual({});
  });
  test('ids with quotes are embedded safely', () => {
    const store = new Map<string, string>();
    runBoot('a"b</script>', store);
    expect(store.get(ANNOUNCEMENT_ID_KEY)).toBe('a"b</script>');
  });
  test('blocked storage is ignored', () => {
    expect(() => runBoot('x', new Map(), true)).not.toThrow();
  });
});
