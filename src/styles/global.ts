import { themeVariables } from './tokens';
import { methodBadgeRules } from '../components/MethodBadge.style';
import { VARIABLE_FILTERED_OUT } from '../components/mdx/VariableFilter.attributes';
import { visuallyHiddenDeclarations } from './visuallyHidden';
import { COPY_BUTTON } from '../components/mdx/CopyButton.attributes';
import { WITHOUT_SCRIPTS } from '../lib/rootAttributes';
import { NEWER_ATTRIBUTE, PERSONAL_ATTRIBUTE, RELEASE_NOTE } from '../yourSetup/core/yourSetupNames';
import { searchLandingStyles } from '../search/browser/landing';
import { UNBROKEN_PIECE } from '../lib/identifierBreaks';
import { LAZY_BLOCKS, LAZY_BLOCKS_ATTRIBUTE, RENDERED_ATTRIBUTE, lazyBlockSelector } from '../lib/lazyBlocks';

/** Site-wide element styles; component styles live beside their components. */
export const globalStyles = `
${themeVariables}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(var(--navbar-height) + 1rem); }
body { margin: 0; font-family: var(--font-sans); font-size: var(--text-base); line-height: var(--leading-normal); color: var(--c-text); background: var(--c-bg); overflow-wrap: break-word; }
/* An open modal (drawer, search) holds the page still behind it. */
html:has(dialog[open]) { overflow: hidden; }
/* Links keep an underline (identifiable without colour), drawn thin and faint until hovered. */
a { color: var(--c-link); text-decoration-thickness: 1px; text-underline-offset: 0.2em; text-decoration-color: var(--c-link-underline); }
a:hover { text-decoration-color: currentColor; }
footer a, nav a { text-decoration-color: currentColor; }
footer a:not(:hover), nav a:not(:hover) { text-decoration: none; }
:focus-visible { outline: 3px solid var(--c-focus); outline-offset: 2px; border-radius: 2px; }
/* The offset below the navbar comes from html's scroll-padding-top alone: a scroll-margin on headings would add to it, and the TOC would then highlight the heading before the one jumped to. */
h1, h2, h3, h4 { line-height: var(--leading-tight); margin: var(--space-10) 0 var(--space-3); letter-spacing: -0.01em; }
h1 { font-size: var(--text-3xl); margin-top: 0; letter-spacing: -0.02em; }
h2 { font-size: var(--text-2xl); }
h3 { font-size: var(--text-lg); margin-top: var(--space-8); }
h4 { font-size: var(--text-base); }
p, ul, ol, table, pre, blockquote { margin: 0 0 var(--space-4); }
img, svg { max-width: 100%; }
/* Inline code wraps where the build put a <wbr> (after _ and /, src/lib/identifierBreaks.ts); only a token longer than a whole line is cut, and a table column never gets narrower than a token's longest piece. */
code { font-family: var(--font-mono); font-size: 0.875em; background: var(--c-code-bg); color: var(--c-code-text); padding: 0.1em 0.35em; border-radius: 0.3rem; border: 1px solid var(--c-border); overflow-wrap: break-word; }
/* A key to press (the search buttons, the search dialog's hints). */
code .${UNBROKEN_PIECE} { white-space: nowrap; }
kbd { font-family: var(--font-sans); font-size: var(--text-xs); border: 1px solid var(--c-border); border-radius: 0.3rem; padding: 0 0.35rem; background: var(--c-bg); }
/* Block code keeps its lines and scrolls inside its box; the inset is on <code>, so it holds whether or not the code is cut into lines. */
pre { font-family: var(--font-mono); background: var(--c-code-bg); color: var(--c-code-text); border-radius: var(--radius); overflow-x: auto; padding: 1rem 0; line-height: 1.55; border: 1px solid var(--c-border); tab-size: 4; }
pre code { display: block; width: max-content; min-width: 100%; padding: 0 1rem; border: 0; border-radius: 0; background: none; font-size: var(--text-sm); overflow-wrap: normal; }
pre .line { display: inline-block; min-width: calc(100% + 2rem); margin: 0 -1rem; padding: 0 1rem; }
pre .line-highlighted { background: var(--c-line-highlight); box-shadow: inset 3px 0 0 var(--c-link); }
/* Wide tables scroll in their own box; shadows at the edges show that more lies to the side (they cover only while content is hidden there). */
table { border-collapse: collapse; display: block; overflow-x: auto; max-width: 100%;
  background: linear-gradient(to right, var(--c-bg) 30%, transparent) left / 2.5rem 100% no-repeat local, linear-gradient(to left, var(--c-bg) 30%, transparent) right / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 22%), transparent) left / 0.9rem 100% no-repeat scroll, radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 22%), transparent) right / 0.9rem 100% no-repeat scroll; }
th, td { border: 1px solid var(--c-border); padding: var(--space-2) var(--space-3); text-align: left; vertical-align: top; }
th { background: var(--c-bg-soft); }
/* On phones a row header (a setting's name) keeps to a narrow column and leaves the width to its value. */
@media (max-width: 36rem) { th[scope='row'] { width: 6.5rem; } }
blockquote { border-left: 4px solid var(--c-border); padding-left: 1rem; color: var(--c-text-muted); }
hr { border: 0; border-top: 1px solid var(--c-border); margin: var(--space-8) 0; }
/* Blocks away from the viewport are rendered when the reader nears them (src/lib/lazyBlocks.ts); the clip margin keeps focus rings and highlights at their edges. */
${LAZY_BLOCKS.map(block => `:root[${LAZY_BLOCKS_ATTRIBUTE}] :is(${lazyBlockSelector(block)}):not([${RENDERED_ATTRIBUTE}]) { content-visibility: auto; contain-intrinsic-block-size: auto ${block.assumedHeight}; overflow-clip-margin: 0.5rem; }`).join('\n')}
/* A list ends without a bottom margin inside its last item (at any depth), so it spaces the same whether it is rendered or skipped (contained). */
:is(ol, ul:not([class])) > li:last-child :last-child { margin-bottom: 0; }
/* At least 24 px each way, so a finger can hit it (WCAG 2.5.8). */
.heading-anchor { display: inline-block; min-width: 1.5rem; min-height: 1.5rem; margin-left: 0.2rem; text-align: center; text-decoration: none; opacity: 0; color: var(--c-text-muted); }
h2:hover .heading-anchor, h3:hover .heading-anchor, h4:hover .heading-anchor, .heading-anchor:focus { opacity: 1; }
.hljs-keyword, .hljs-selector-tag, .hljs-built_in, .hljs-literal, .hljs-meta, .hljs-type { color: var(--c-tok-keyword); }
.hljs-string, .hljs-regexp, .hljs-addition, .hljs-template-string { color: var(--c-tok-string); }
.hljs-number, .hljs-symbol, .hljs-bullet, .hljs-variable, .hljs-template-variable { color: var(--c-tok-number); }
.hljs-comment, .hljs-quote, .hljs-deletion { color: var(--c-tok-comment); font-style: italic; }
.hljs-title, .hljs-section, .hljs-name, .hljs-function { color: var(--c-tok-title); }
.hljs-attr, .hljs-attribute, .hljs-property, .hljs-params, .hljs-selector-class { color: var(--c-tok-attr); }
/* The HTTP method badge is on every docs page, in the sidebar: its rules are its own (src/components/MethodBadge.style.ts, which says why they are here). */
${methodBadgeRules}
/* What the environment-variable filter's behaviour hides: table rows and blocks of the MDX body (headings, paragraphs, tables), which no component
   owns and which sit outside the filter's box (an Emotion style reaches outside its element only through sibling combinators, so only what follows it). Tables are display: block, so the hidden attribute alone would not hide them. */
[${VARIABLE_FILTERED_OUT}] { display: none !important; }
/* An environment variable linked by its anchor: the name stays a quiet link, the row is highlighted. */
tr:target > td { background: var(--c-line-highlight); }
tr:target > td:first-child { box-shadow: inset 3px 0 0 var(--c-link); }
.visually-hidden { ${visuallyHiddenDeclarations()} }
/* Copy buttons (code blocks, variable names, API samples, the page's "Copy page as Markdown") work only with JavaScript: without it they are not shown. */
${WITHOUT_SCRIPTS} button[${COPY_BUTTON}], ${WITHOUT_SCRIPTS} .copy-page-markdown button { display: none; }
/* "Your setup" (src/yourSetup/browser/applyYourSetup.ts) marks text it changed in page bodies, which no component owns: the reader's own address
   with a quiet dotted underline (its tooltip says where it comes from), a history mark newer than the reader's release in the warning colour,
   and the note it puts at the top of such a page. */
[${PERSONAL_ATTRIBUTE}] { text-decoration: underline dotted; text-decoration-thickness: 1px; text-underline-offset: 0.2em; cursor: help; }
[${NEWER_ATTRIBUTE}] { color: var(--c-warning); background: var(--c-warning-bg); }
.${RELEASE_NOTE} { margin: 0 0 var(--space-4); padding: var(--space-2) var(--space-3); font-size: var(--text-sm); color: var(--c-warning); background: var(--c-warning-bg); border-left: 3px solid var(--c-warning); border-radius: var(--radius); }
.${RELEASE_NOTE}[hidden] { display: none; }
/* Plain-DOM elements made by scripts, not components, so their rules are here, under the ids the scripts give them (test/unit/styles/globalStyles.test.tsx
   holds the two to each other): the navigation progress bar (src/client/progressBar.ts), the notice shown when the site's own scripts fail to
   download (src/client/resourceFailure.ts, which must work when React or Emotion did not load) and the warning of the inline base-path check
   (src/boot/basePathBoot.ts, run before any bundle). */
#nav-progress { position: fixed; top: 0; left: 0; height: 3px; width: 0; z-index: 1000; background: var(--c-link); transition: width 8s cubic-bezier(.1,.7,.3,1); pointer-events: none; display: none; }
#nav-progress[data-state] { display: block; }
#nav-progress[data-state='run'] { width: 85%; }
#resource-retry { position: fixed; left: var(--space-4); right: var(--space-4); bottom: var(--space-4); z-index: 1000; max-width: 32rem; margin: 0 auto; padding: var(--space-4); border-radius: var(--radius); background: var(--c-danger-bg); color: var(--c-text); border: 1px solid var(--c-danger); box-shadow: var(--shadow); }
#resource-retry p { margin: 0 0 var(--space-3); }
#resource-retry button { font: inherit; padding: .4rem var(--space-4); border-radius: .35rem; border: 1px solid var(--c-border); background: var(--c-bg); color: var(--c-text); cursor: pointer; }
#base-path-warning { padding: var(--space-4); background: var(--c-danger-bg); color: var(--c-text); border-bottom: 2px solid var(--c-danger); font: var(--text-base)/1.5 var(--font-sans); text-align: center; }
/* A search result's section, briefly highlighted after the reader lands on it. */
${searchLandingStyles}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
}
`;
