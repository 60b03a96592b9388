import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import siteConfig from '../siteConfig';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, isAnnouncementDismissed } from '../lib/announcement';
import { localStore } from '../client/storage';
import { ROOT_ATTRIBUTES } from '../lib/rootAttributes';

interface AnnouncementState {
  dismissed: boolean;
  dismiss: () => void;
}

const AnnouncementContext = createContext<AnnouncementState>({ dismissed: false, dismiss: () => undefined });

/** Announcement dismissal; the boot script already hid a dismissed bar before first paint. */
export function AnnouncementProvider({ children }: { children: React.ReactNode }) {
  const id = siteConfig.announcement?.id ?? '';
  // Server and first client render agree (not dismissed); storage is read after mount.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!id) return;
    const store = localStore();
    setDismissed(isAnnouncementDismissed(id, store.get(ANNOUNCEMENT_ID_KEY), store.get(ANNOUNCEMENT_DISMISS_KEY)));
  }, [id]);
  const dismiss = useCallback(() => {
    const store = localStore();
    store.set(ANNOUNCEMENT_ID_KEY, id);
    store.set(ANNOUNCEMENT_DISMISS_KEY, 'true');
    document.documentElement.setAttribute(ROOT_ATTRIBUTES.announcementDismissed, 'true');
    setDismissed(true);
  }, [id]);
  const value = useMemo(() => ({ dismissed, dismiss }), [dismissed, dismiss]);
  return <AnnouncementContext.Provider value={value}>{children}</AnnouncementContext.Provider>;
}

export const useAnnouncement = () => useContext(AnnouncementContext);
