import React, { useCallback, useRef, useState } from 'react';
import { withPrefix } from 'gatsby';
import { navbarStyle } from './Navbar.style';
import siteConfig from '../siteConfig';
import { NavbarLinks } from './NavbarLinks';
import { ColorModeToggle } from './ColorModeToggle';
import { SearchButton } from '../search/browser/SearchButton';
import { VersionLink } from './VersionLink';
import { MobileDrawer, preloadDrawer } from './MobileDrawer';
import { useHideOnScroll } from '../hooks/useHideOnScroll';
import { NAVBAR_HIDDEN } from './Navbar.attributes';

export function Navbar({ pathname }: { pathname: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hidden = useHideOnScroll(64, drawerOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return (
    <header css={navbarStyle} {...{ [NAVBAR_HIDDEN]: hidden }}>
      <nav className="inner" aria-label="Main">
        <button
          ref={menuButton}
          type="button"
          className="menu"
          aria-label="Open navigation"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? 'mobile-drawer' : undefined}
          onClick={() => setDrawerOpen(true)}
          onPointerEnter={preloadDrawer}
          onPointerDown={preloadDrawer}
          onFocus={preloadDrawer}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <a href={withPrefix('/')} className="brand" aria-current={pathname === '/' ? 'page' : undefined}>
          <img src={withPrefix('/logo.svg')} alt="" width="28" height="28" />
          <span>{siteConfig.title}</span>
        </a>
        <ul className="links">
          <NavbarLinks pathname={pathname} />
        </ul>
        <div className="right">
          <VersionLink className="version" />
          <a className="icon-link" href={siteConfig.providerRepositoryUrl} aria-label="Pocket ID source code on GitHub">
            {/* A symbol of a static file drawn in the text colour, so its path stays out of the script. */}
            <svg width="22" height="22" aria-hidden="true">
              <use href={withPrefix('/icons-github.svg#github')} />
            </svg>
          </a>
          <SearchButton />
          <ColorModeToggle />
        </div>
      </nav>
      <MobileDrawer pathname={pathname} open={drawerOpen} onClose={closeDrawer} returnFocusTo={menuButton} />
    </header>
  );
}
