import { css } from '@emotion/react';

/** Hidden on screen, still read by screen readers (the global `.visually-hidden` class, for a component's own elements). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
