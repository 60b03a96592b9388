import React, { useCallback, useRef, useState } from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import siteConfig from '../site-config';
import { NavbarLinks } from './NavbarLinks';
import { ColorModeToggle } from './ColorModeToggle';
import { SearchButton } from '../search/browser/SearchButton';
import { VersionLink } from './VersionLink';
import { MobileDrawer, DRAWER_BREAKPOINT, preloadDrawer } from './MobileDrawer';
import { useHideOnScroll } from '../hooks/useHideOnScroll';

const style = css`
  position: sticky;
  top: 0;
  z-index: 200;
  height: var(--navbar-height);
  background: var(--c-bg);
  border-bottom: 1px solid var(--c-border);
  transition: transform 0.2s ease;
  &[data-hidden='true'] {
    transform: translateY(-100%);
  }
  .inner {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    height: 100%;
    padding: 0 1rem;
    max-width: 90rem;
    margin: 0 auto;
  }
  .brand {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 700;
    font-size: var(--text-md);
    color: var(--c-text);
    text-decoration: none;
    margin-right: 1rem;
  }
  .brand img {
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 22%;
  }
  /* The logo's dark tile would melt into the dark page: a light rim keeps its shape. */
  html[data-theme='dark'] & .brand img {
    box-shadow: 0 0 0 1px rgb(255 255 255 / 35%);
  }
  /* Scoped to the navbar's own list: the drawer, rendered inside the header, keeps its vertical lists. */
  .links {
    display: flex;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .links a {
    display: block;
    padding: 0.4rem 0.7rem;
    border-radius: 0.35rem;
    color: var(--c-text);
    text-decoration: none;
    font-weight: 500;
  }
  .links a:hover {
    background: var(--c-bg-soft);
  }
  .links a.active {
    color: var(--c-link);
    font-weight: 600;
  }
  .right {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: 0.25rem;
  }
  .version {
    font-size: var(--text-sm);
    color: var(--c-text-muted);
    padding: 0.3rem 0.5rem;
    text-decoration: none;
    max-width: 16rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* A failed read is a footnote, not an alarm: a few words, the rest in the title. */
  .version[data-failed] {
    max-width: 8rem;
    font-size: var(--text-xs);
  }
  .icon-link {
    display: inline-flex;
    width: 2.5rem;
    height: 2.5rem;
    align-items: center;
    justify-content: center;
    color: var(--c-text);
    border-radius: 50%;
  }
  .icon-link:hover {
    background: var(--c-bg-soft);
  }
  .menu {
    display: none;
    background: none;
    border: 0;
    color: var(--c-text);
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 0.35rem;
    cursor: pointer;
  }
  @media (max-width: ${DRAWER_BREAKPOINT}px) {
    .menu {
      display: inline-flex;
      align-items: center;
      justify-content: center;
    }
    .links,
    .version {
      display: none;
    }
  }
`;

export function Navbar({ pathname }: { pathname: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hidden = useHideOnScroll(64, drawerOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return (
    <header css={style} data-hidden={hidden}>
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
