import type { isAnnouncementDismissed } from '../lib/announcement';

/**
 * Runs inline before first paint (as source text: it uses nothing from outside its body;
 * src/boot/bootScripts.ts passes the storage keys, the current id and the attribute name in): marks `<html>`
 * when the current announcement was dismissed, so the bar never flashes, and resets the
 * dismissal when the id changed. `isDismissed` is the rule the announcement provider uses
 * afterwards (src/lib/announcement.ts), passed in as source.
 */
export function announcementBoot(
  idKey: string,
  dismissKey: string,
  currentId: string,
  dismissedAttribute: string,
  isDismissed: typeof isAnnouncementDismissed,
): void {
  try {
    const storedId = localStorage.getItem(idKey);
    if (storedId !== currentId) {
      localStorage.setItem(idKey, currentId);
      localStorage.setItem(dismissKey, 'false');
    } else if (isDismissed(currentId, storedId, localStorage.getItem(dismissKey))) {
      document.documentElement.setAttribute(dismissedAttribute, 'true');
    }
  } catch {
    // Storage blocked: the bar shows, and its provider copes the same way.
  }
}
