import { css } from '@emotion/react';

/**
 * Hidden on screen, still read by screen readers: the one definition, for a component's own
 * elements (often only at some widths) and, through its `styles`, for the global
 * `.visually-hidden` class (src/styles/global.ts, a server-rendered sheet). A static style, so
 * Emotion's Babel plugin compiles it and the browser bundle carries it once.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The declarations alone, without what develop's Babel plugin adds (label, source map comment). */
export const visuallyHiddenDeclarations = () => visuallyHidden.styles.replace(/label:[^;]*;?|\/\*[\s\S]*?\*\//g, '');
