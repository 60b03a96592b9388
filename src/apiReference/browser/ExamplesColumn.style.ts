import { css } from '@emotion/react';
import { ASIDE_MIN_WIDTH } from '../../styles/breakpoints';
import { bodyPartStyle } from '../../components/bodyPartStyle';
import { CODE_BAR, CODE_BLOCK } from '../../components/mdx/CodeBlock.attributes';
import { SAMPLE_BODY } from './SampleBodyToggle.attributes';
import { TAB_SET } from '../../components/mdx/Tabs.attributes';

export const examplesColumnStyle = bodyPartStyle(
  'examples-col',
  css`
    /* One column: no box of its own, its sections are items of the article's grid (components/articleLayouts.ts: asideLayout). */
    display: contents;
    > section {
      min-width: 0;
    }
    h2 {
      font-size: var(--text-md);
      margin-top: 0;
    }
    pre {
      max-height: 24rem;
    }
    /* Samples are highlighted as one block (no per-line wrappers), so the code itself takes the padding. */
    pre > code.hljs {
      display: inline-block;
      min-width: 100%;
      padding: 0 1rem;
    }
    > .code-samples {
      margin-bottom: 1.5rem;
    }
    > .response-examples {
      margin-top: 1rem;
    }
    /*
   * Two columns: one sticky column no taller than the window. The request and the response
   * share it, each box scrolling on its own, so both are always in view: every box between
   * the column and the code (section, tabs, panel, short or full sample, code block) is a flex
   * column that may shrink. Headings and code bars are tighter than in the prose (the tabs
   * keep their own style) and the code denser, so that each box shows at least ten lines in a
   * 1,366 x 768 window, on arrival as well as once the column sticks (test/e2e/apiReference.test.ts).
   */
    @media (min-width: ${ASIDE_MIN_WIDTH}px) {
      grid-area: aside;
      align-self: start;
      position: sticky;
      /* Follows the navbar as it hides and returns (DocPage sets --sticky-top). */
      top: calc(var(--sticky-top, var(--navbar-height)) + 0.75rem);
      max-height: calc(100vh - var(--sticky-top, var(--navbar-height)) - 1.5rem);
      transition:
        top 0.2s ease,
        max-height 0.2s ease;
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
      > section,
      .${TAB_SET}, [role='tabpanel']:not([hidden]),
      [${SAMPLE_BODY}]:not([hidden]),
      .${CODE_BLOCK} {
        display: flex;
        flex-direction: column;
        min-height: 0;
        margin: 0;
      }
      > .code-samples,
      > .response-examples {
        margin: 0;
      }
      --samples-head-gap: 0.25rem;
      h2 {
        font-size: var(--text-base);
        margin-bottom: 0.25rem;
      }
      .${CODE_BAR} {
        min-height: 0;
        padding-top: 0.2rem;
        padding-bottom: 0.2rem;
      }
      /*
       * Shrinking in proportion to their heights, a short request beside a long response would
       * be squeezed below its own code box and spill over the response. So the request keeps
       * its height, up to a little under half the column, and only the response gives up room.
       * On arrival the column starts lower than where it sticks (level with the breadcrumbs):
       * the 1.25rem taken off the request's half beyond the column's margins and gap leaves the
       * response its share of the window then.
       */
      > .code-samples {
        flex-shrink: 0;
        max-height: calc((100vh - var(--sticky-top, var(--navbar-height)) - 3.25rem) / 2);
      }
      pre {
        flex: 0 1 auto;
        min-height: 5rem;
        max-height: none;
        overflow: auto;
        padding: 0.5rem 0;
        line-height: 1.35;
      }
      pre > code.hljs {
        font-size: var(--text-xs);
      }
      /* Responses are usually the longer: they give up room faster, so the request keeps a fair share. */
      .response-examples pre {
        flex-shrink: 2;
      }
    }
  `,
);
