import React, { useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Sidebar } from './Sidebar';
import { NavbarLinks } from './NavbarLinks';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useOnMediaMatch } from '../hooks/useMediaQuery';
import { useDocsSidebar } from '../hooks/useDocsSidebar';

export const DRAWER_BREAKPOINT = 996;

const style = css`
  .backdrop { position: fixed; inset: 0; background: rgb(0 0 0 / 45%); z-index: 300; }
  [role='dialog'] { position: fixed; top: 0; bottom: 0; left: 0; width: min(85vw, 22rem); z-index: 301; background: var(--c-bg);
    overflow-y: auto; padding: 0.75rem; box-shadow: var(--shadow); }
  .drawer-head { display: flex; justify-content: space-between; align-items: center; margin-bottom: 0.5rem; }
  .drawer-head button, .switch { background: none; border: 1px solid var(--c-border); color: var(--c-text); border-radius: 0.35rem; padding: 0.35rem 0.65rem; cursor: pointer; font: inherit; }
  .switch { width: 100%; text-align: left; margin-bottom: 0.75rem; }
  .primary { list-style: none; margin: 0; padding: 0; }
  .primary a { display: block; padding: 0.5rem 0.6rem; color: var(--c-text); text-decoration: none; border-radius: 0.35rem; font-weight: 600; }
  .primary a.active { background: var(--c-active-bg); color: var(--c-link); }
`;

/**
 * The ≤996 px navigation: docs sidebar (secondary menu) with a way back to the navbar
 * links (main menu). Focus stays inside while open; Escape closes; the panel choice
 * resets on close; growing the window past the breakpoint closes it.
 */
export function MobileDrawer({ pathname, open, onClose, returnFocusTo }: { pathname: string; open: boolean; onClose: () => void; returnFocusTo: React.RefObject<HTMLElement> }) {
  const sidebar = useDocsSidebar();
  const hasSidebar = pathname.startsWith('/docs');
  const [panel, setPanel] = useState<'secondary' | 'main'>('secondary');
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setPanel('secondary');
    onClose();
  }, [onClose]);
  useFocusTrap(dialogRef, open, close, returnFocusTo);
  useOnMediaMatch(`(min-width: ${DRAWER_BREAKPOINT + 1}px)`, close);
  // Following a link in the drawer lands on a new page: the drawer has done its job.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (open && pathname !== openedAt.current) close();
    openedAt.current = pathname;
  }, [pathname, open, close]);
  if (!open) return null;
  const showSecondary = hasSidebar && panel === 'secondary';
  return (
    <div css={style}>
      <div className="backdrop" onClick={close} aria-hidden="true" />
      <div role="dialog" aria-modal="true" aria-label="Site navigation" ref={dialogRef} id="mobile-drawer">
        <div className="drawer-head">
          <strong>Menu</strong>
          <button type="button" onClick={close} aria-label="Close navigation">
            ✕
          </button>
        </div>
        {showSecondary ? (
          <>
            <button type="button" className="switch" onClick={() => setPanel('main')}>
              ← Back to main menu
            </button>
            <Sidebar items={sidebar} pathname={pathname} label="Docs sidebar (menu)" idPrefix="drawer" />
          </>
        ) : (
          <nav aria-label="Main menu">
            {hasSidebar && (
              <button type="button" className="switch" onClick={() => setPanel('secondary')}>
                Docs sidebar →
              </button>
            )}
            <ul className="primary">
              <NavbarLinks pathname={pathname} onNavigate={close} />
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
