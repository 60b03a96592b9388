import { css } from '@emotion/react';
import { DRAWER_MAX_WIDTH } from '../styles/breakpoints';
import { NAVBAR_HIDDEN } from './Navbar.attributes';
import { ROOT_ATTRIBUTES, themeRoot, WITHOUT_SCRIPTS } from '../lib/rootAttributes';

/** The navbar: sticky at the top, hidden while the reader scrolls down (NAVBAR_HIDDEN), its parts' places at each width. */
export const navbarStyle = css`
  position: sticky;
  top: 0;
  z-index: 200;
  height: var(--navbar-height);
  background: var(--c-bg);
  border-bottom: 1px solid var(--c-border);
  transition: transform 0.2s ease;
  &[${NAVBAR_HIDDEN}='true'] {
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
  ${themeRoot('dark')} & .brand img {
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
  @media (max-width: ${DRAWER_MAX_WIDTH}px) {
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
  /* The navbar's buttons (menu, search, colour mode) need JavaScript: without it they are not shown, and links take the place of
     the menu and search (to the docs index, and to the search page); the page keeps the theme it was served in. */
  ${WITHOUT_SCRIPTS} & button,
  html[${ROOT_ATTRIBUTES.scripting}] & a.menu,
  html[${ROOT_ATTRIBUTES.scripting}] & a.search-button {
    display: none;
  }
  a.search-button {
    text-decoration: none;
  }
`;
