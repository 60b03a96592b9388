import { themeRoot } from '../lib/rootAttributes';

/**
 * Colours, type and spacing scales as CSS custom properties switched by the theme on `<html>` (src/lib/rootAttributes.ts), so the
 * theme paints without JavaScript and never flashes. Every text/background pair meets
 * WCAG AA (4.5:1) in both themes, including code tokens on the code background.
 */
export const themeVariables = `
:root, ${themeRoot('light')} {
  color-scheme: light;
  --c-bg: #ffffff;
  --c-bg-soft: #f5f6f8;
  --c-bg-elevated: #ffffff;
  --c-text: #1b1d21;
  --c-text-muted: #4f5560;
  --c-border: #d9dce1;
  --c-link: #1d4ed8;
  --c-link-underline: #a5b8ef;
  --c-accent: #111827;
  --c-accent-contrast: #ffffff;
  --c-focus: #1d4ed8;
  --c-active-bg: #e8eefc;
  --c-code-bg: #f3f4f6;
  --c-code-text: #1f2328;
  --c-tok-keyword: #a3113e;
  --c-tok-string: #0a6b2f;
  --c-tok-number: #8a4b00;
  --c-tok-comment: #5b636e;
  --c-tok-title: #5b2bb5;
  --c-tok-attr: #0b5a8f;
  --c-line-highlight: #e2e8f7;
  --c-note: #4f5560; --c-note-bg: #f3f4f6;
  --c-tip: #0b6b35; --c-tip-bg: #e9f7ef;
  --c-info: #0b5a8f; --c-info-bg: #e8f3fb;
  --c-warning: #7a4d00; --c-warning-bg: #fdf5e2;
  --c-danger: #a31d1d; --c-danger-bg: #fdecec;
  --c-get: #0b6b35; --c-post: #1d4ed8; --c-put: #7a4d00; --c-patch: #6a2bb0; --c-delete: #a31d1d;
  --shadow: 0 1px 3px rgb(0 0 0 / 12%);
  --c-scrim: rgb(15 23 42 / 48%);
}
${themeRoot('dark')} {
  color-scheme: dark;
  --c-bg: #111317;
  --c-bg-soft: #1a1d23;
  --c-bg-elevated: #1f232a;
  --c-text: #e6e8eb;
  --c-text-muted: #a8afba;
  --c-border: #343a44;
  --c-link: #8db4ff;
  --c-link-underline: #4a5f87;
  --c-accent: #f3f4f6;
  --c-accent-contrast: #111317;
  --c-focus: #8db4ff;
  --c-active-bg: #1f2b44;
  --c-code-bg: #1a1d23;
  --c-code-text: #e6e8eb;
  --c-tok-keyword: #ff8fa8;
  --c-tok-string: #8fdc9b;
  --c-tok-number: #f5c26b;
  --c-tok-comment: #9aa3ae;
  --c-tok-title: #c9a7ff;
  --c-tok-attr: #7cc7ff;
  --c-line-highlight: #26324a;
  --c-note: #c3c8d0; --c-note-bg: #22262d;
  --c-tip: #7fdc9c; --c-tip-bg: #13261b;
  --c-info: #7cc7ff; --c-info-bg: #10222f;
  --c-warning: #f5c26b; --c-warning-bg: #2a2210;
  --c-danger: #ff9a9a; --c-danger-bg: #2e1515;
  --c-get: #7fdc9c; --c-post: #8db4ff; --c-put: #f5c26b; --c-patch: #d1b3ff; --c-delete: #ff9a9a;
  --shadow: 0 1px 3px rgb(0 0 0 / 50%);
  --c-scrim: rgb(0 0 0 / 72%);
}
:root {
  --navbar-height: 3.75rem;
  --sidebar-width: 17.5rem;
  --toc-width: 15rem;
  --content-max: 50rem;
  /* Prose measure: at most 75 characters a line at the body size (checked by test/e2e/pageFeatures). */
  --measure: 35rem;
  --radius: 0.5rem;
  --radius-lg: 0.75rem;
  /* Type scale (16 px body) and line heights. */
  --text-2xs: 0.6875rem;
  --text-xs: 0.75rem;
  --text-sm: 0.875rem;
  --text-base: 1rem;
  --text-md: 1.125rem;
  --text-lg: 1.25rem;
  --text-xl: 1.5rem;
  /* Headings: H1 40 px, H2 26 px on wide screens, 32 and 24 px on phones; H3 is --text-lg (20 px). */
  --text-2xl: clamp(1.5rem, 1.2rem + 1vw, 1.625rem);
  --text-3xl: clamp(2rem, 1.5rem + 2vw, 2.5rem);
  --text-4xl: clamp(2.25rem, 5vw + 1rem, 3.5rem);
  --leading-tight: 1.3;
  --leading-normal: 1.65;
  /* Spacing scale (4 px steps). */
  --space-1: 0.25rem;
  --space-2: 0.5rem;
  --space-3: 0.75rem;
  --space-4: 1rem;
  --space-5: 1.25rem;
  --space-6: 1.5rem;
  --space-8: 2rem;
  --space-10: 2.5rem;
  --space-12: 3rem;
  --space-16: 4rem;
  --font-sans: system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, 'Helvetica Neue', Arial, sans-serif;
  --font-mono: ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace;
}
`;
