import React, { useLayoutEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Sidebar } from './Sidebar';
import { DrawerMainMenu } from './DrawerMainMenu';
import { isBackdropClick, useModalDialog } from '../hooks/useModalDialog';
import { revealCurrentEntry } from '../client/revealCurrentEntry';
import { useDocsSidebar } from '../hooks/useDocsSidebar';

/** What the lazy dialog takes from MobileDrawer, which only loads it. */
export interface DrawerProps {
  pathname: string;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLElement>;
}

const style = css`
  /* A native modal: the browser puts it in the top layer and makes the page behind it inert. */
  position: fixed;
  inset: 0 auto 0 0;
  margin: 0;
  width: min(85vw, 22rem);
  max-width: none;
  height: 100%;
  max-height: none;
  padding: 0;
  border: 0;
  background: var(--c-bg);
  color: var(--c-text);
  box-shadow: var(--shadow);
  /* The scrim comes from the theme: a dark page needs a darker one to set the dialog apart. */
  &::backdrop {
    background: var(--c-scrim, rgb(0 0 0 / 45%));
  }
  /* The scrolling box: out of the Tab order (tabindex -1), so Tab goes from control to control. */
  .drawer-body {
    height: 100%;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 0 0.75rem 0.75rem;
    outline: none;
  }
  .drawer-head {
    position: sticky;
    top: 0;
    z-index: 1;
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: 0.75rem 0 0.5rem;
    background: var(--c-bg);
  }
  .drawer-head button,
  .switch {
    background: none;
    border: 1px solid var(--c-border);
    color: var(--c-text);
    border-radius: 0.35rem;
    padding: 0.35rem 0.65rem;
    cursor: pointer;
    font: inherit;
  }
  .switch {
    width: 100%;
    text-align: left;
    margin-bottom: 0.75rem;
  }
  /* Rows a thumb can hit: 44 px, as touch guidelines ask (the desktop sidebar stays compact). */
  .drawer-body a,
  .drawer-body .category-row > span {
    min-height: 2.75rem;
    display: flex;
    align-items: center;
  }
  .drawer-body .toggle {
    width: 2.75rem;
    height: 2.75rem;
  }
`;

/** The open drawer: mounted only while open, so it is modal exactly as long as it exists. */
export default function DrawerDialog({ pathname, onClose, returnFocusTo }: DrawerProps) {
  const sidebar = useDocsSidebar();
  const hasSidebar = pathname.startsWith('/docs');
  const [panel, setPanel] = useState<'secondary' | 'main'>('secondary');
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, onClose);
  useLayoutEffect(() => {
    const returnTarget = returnFocusTo.current;
    return () => returnTarget?.focus();
  }, [returnFocusTo]);
  const showSecondary = hasSidebar && panel === 'secondary';
  // The docs panel opens on the current page's entry.
  useLayoutEffect(() => {
    if (showSecondary) revealCurrentEntry(dialog.current?.querySelector<HTMLElement>('.drawer-body') ?? null);
  }, [showSecondary]);
  return (
    // A click on the backdrop closes it; Escape, the keyboard way, is the native modal's own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <dialog css={style} id="mobile-drawer" aria-label="Site navigation" ref={dialog} onClick={event => isBackdropClick(event) && onClose()}>
      <div className="drawer-body" tabIndex={-1}>
        <div className="drawer-head">
          <strong>Menu</strong>
          <button type="button" onClick={onClose} aria-label="Close navigation" data-autofocus="">
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
          <DrawerMainMenu pathname={pathname} onShowSidebar={hasSidebar ? () => setPanel('secondary') : null} onNavigate={onClose} />
        )}
      </div>
    </dialog>
  );
}
