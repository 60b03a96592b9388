import React, { useCallback, useRef, useState } from 'react';
import { withPrefix } from 'gatsby';
import { navbarStyle } from './Navbar.style';
import siteConfig from '../siteConfig';
import { NavbarLinks } from './NavbarLinks';
import { ColorModeToggle } from './ColorModeToggle';
import { SearchButton } from '../search/browser/SearchButton';
import { searchButtonStyle } from '../search/browser/SearchButton.style';
import { SEARCH_PAGE_PATH } from '../lib/siteRoutes';
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
        {/* Without JavaScript the button above is hidden and this link to every section takes its place (Navbar.style.ts). */}
        <a className="menu" href={withPrefix('/docs/')} aria-label="All docs">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </a>
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
          {/* Without JavaScript the search button is hidden and this link to the search page takes its place (Navbar.style.ts). */}
          <a css={searchButtonStyle} className="search-button" href={withPrefix(SEARCH_PAGE_PATH)}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="label">
              Search<span className="visually-hidden"> docs</span>
            </span>
          </a>
          <ColorModeToggle />
        </div>
      </nav>
      <MobileDrawer pathname={pathname} open={drawerOpen} onClose={closeDrawer} returnFocusTo={menuButton} />
    </header>
  );
}
