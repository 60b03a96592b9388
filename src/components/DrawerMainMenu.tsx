import React from 'react';
import { css } from '@emotion/react';
import { NavbarLinks } from './NavbarLinks';

const style = css`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    padding: 0.5rem 0.6rem;
    color: var(--c-text);
    text-decoration: none;
    border-radius: 0.35rem;
    font-weight: 600;
  }
  a.active {
    background: var(--c-active-bg);
    color: var(--c-link);
  }
`;

interface MainMenuProps {
  pathname: string;
  /** Offered on docs pages: back to the docs sidebar panel. */
  onShowSidebar: (() => void) | null;
  onNavigate: () => void;
}

/** The drawer's main-menu panel: the navbar's links, as rows a thumb can hit. */
export function DrawerMainMenu({ pathname, onShowSidebar, onNavigate }: MainMenuProps) {
  return (
    <nav aria-label="Main menu">
      {onShowSidebar && (
        <button type="button" className="switch" onClick={onShowSidebar}>
          Docs sidebar →
        </button>
      )}
      <ul css={style} className="primary">
        <NavbarLinks pathname={pathname} onNavigate={onNavigate} />
      </ul>
    </nav>
  );
}
