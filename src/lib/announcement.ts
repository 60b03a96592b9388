export const ANNOUNCEMENT_DISMISS_KEY = 'announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'announcement.id';

/**
 * Returns whether the bar is dismissed, given what storage remembers. A new id resets
 * dismissal. Also sent as source text in the inline script that hides a dismissed bar
 * before first paint (src/boot/announcementBoot.ts): it uses nothing from outside its body.
 */
export function isAnnouncementDismissed(currentId: string, storedId: string | null, storedDismiss: string | null): boolean {
  return storedId === currentId && storedDismiss === 'true';
}
