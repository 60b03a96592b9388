export const ANNOUNCEMENT_DISMISS_KEY = 'announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'announcement.id';

/** Returns whether the bar is dismissed, given what storage remembers. A new id resets dismissal. */
export function isAnnouncementDismissed(currentId: string, storedId: string | null, storedDismiss: string | null): boolean {
  return storedId === currentId && storedDismiss === 'true';
}

/**
 * Inline script run before first paint: marks `<html>` when the current announcement
 * was dismissed, so the bar never flashes, and resets dismissal when the id changed.
 */
export function announcementBootScript(currentId: string): string {
  const id = JSON.stringify(currentId);
  return (
    `(function(){try{var s=window.localStorage,i=s.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)});` +
    `if(i!==${id}){s.setItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)},${id});s.setItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)},'false');}` +
    `else if(s.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true'){document.documentElement.setAttribute('data-announcement-dismissed','true');}` +
    `}catch(e){}})();`
  );
}
