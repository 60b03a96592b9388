import { css } from '@emotion/react';

/**
 * A docs page's side column (the sidebar, the table of contents): it stays in view under
 * the navbar and scrolls on its own when taller than the window; it follows the navbar's
 * hiding (--sticky-top) smoothly.
 */
export const stickyColumn = css`
  position: sticky;
  top: var(--sticky-top);
  align-self: start;
  max-height: calc(100vh - var(--sticky-top));
  overflow-y: auto;
  transition:
    top 0.2s ease,
    max-height 0.2s ease;
`;
