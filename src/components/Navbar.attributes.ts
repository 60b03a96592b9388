/**
 * On the navbar's header (Navbar.tsx): 'true' while it is hidden on scrolling down. Its style
 * slides it away, and the sticky columns after it (DocPage.tsx) move up with it.
 */
export const NAVBAR_HIDDEN = 'data-hidden';
