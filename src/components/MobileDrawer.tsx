import React, { lazy, Suspense, useEffect, useRef } from 'react';
import { useOnMediaMatch } from '../hooks/useMediaQuery';
import { showRetryNotice } from '../client/resourceFailure';
import type { DrawerProps } from './DrawerDialog';
import { DRAWER_MAX_WIDTH } from '../styles/breakpoints';

/**
 * The drawer's dialog (with its copy of the docs sidebar) is a chunk of its own: most
 * readers never open it, and wide screens cannot. It loads when the menu button is
 * pointed at, focused or pressed (preloadDrawer). If it cannot be downloaded the drawer
 * closes again and the retry notice explains why.
 */
const loadDialog = (): Promise<{ default: React.ComponentType<DrawerProps> }> =>
  import(/* webpackChunkName: "drawer" */ './DrawerDialog').catch((error: Error) => {
    showRetryNotice(error.message || 'the navigation menu failed to load');
    return { default: DrawerUnavailable };
  });
const DrawerDialog = lazy(loadDialog);

export const preloadDrawer = (): void => void loadDialog();

function DrawerUnavailable({ onClose }: DrawerProps) {
  useEffect(onClose, [onClose]);
  return null;
}

/**
 * The ≤996 px navigation: docs sidebar (secondary menu) with a way back to the navbar
 * links (main menu). A native modal dialog: the page behind is inert; Escape closes; the
 * panel choice resets on close (the dialog unmounts); growing the window past the
 * breakpoint closes it.
 */
export function MobileDrawer({ pathname, open, onClose, returnFocusTo }: DrawerProps & { open: boolean }) {
  useOnMediaMatch(`(min-width: ${DRAWER_MAX_WIDTH + 1}px)`, onClose);
  // Following a link in the drawer lands on a new page: the drawer has done its job.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (open && pathname !== openedAt.current) onClose();
    openedAt.current = pathname;
  }, [pathname, open, onClose]);
  return open ? (
    <Suspense fallback={null}>
      <DrawerDialog pathname={pathname} onClose={onClose} returnFocusTo={returnFocusTo} />
    </Suspense>
  ) : null;
}
