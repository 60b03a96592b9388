import { css, type SerializedStyles } from '@emotion/react';
import { ASIDE_MIN_WIDTH } from '../styles/breakpoints';

/**
 * A layout of DocArticle other than its one column of blocks: its article's style and its body
 * island's, each applied by DocArticle to its own element. A template passes one to DocPage
 * (`layout`); only the templates that use one import it, so no other page's JavaScript carries it.
 */
export interface ArticleLayout {
  article: SerializedStyles;
  body: SerializedStyles;
}

/*
 * An article with an aside column (API operations: the code samples and response examples
 * beside the prose). The article is a grid; its own parts (crumbs, title, lead, toc, meta,
 * pager), the header a template passes and the body's parts each name their area in their own
 * style (inert elsewhere, where the article is no grid). The body island draws no box, so the
 * body's parts are items of this grid: its main column is `body`, and its aside column `aside`,
 * from ASIDE_MIN_WIDTH beside the prose and starting level with the breadcrumbs (so that in a
 * laptop's window the request and the response examples both show on arrival). Below that
 * width the aside's parts go to `aside-start`, right under the header, and `aside-end`, after the body.
 * test/unit/apiReference/operationLayout.test.tsx checks every item of an operation page names one.
 */
export const asideLayout: ArticleLayout = {
  article: css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'crumbs' 'title' 'lead' 'header' 'aside-start' 'toc' 'body' 'aside-end' 'meta' 'pager';
    /* Grid items may be narrower than their content: wide code scrolls inside its box. */
    > * {
      min-width: 0;
    }
    @media (min-width: ${ASIDE_MIN_WIDTH}px) {
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
      /* The body's row takes what the sticky aside adds, so no gap opens between the rows beside it. */
      grid-template-rows: auto auto auto auto auto 1fr auto auto;
      grid-template-areas: 'crumbs aside' 'title aside' 'lead aside' 'header aside' 'toc aside' 'body aside' 'meta meta' 'pager pager';
      column-gap: 2.5rem;
    }
  `,
  body: css`
    display: contents;
  `,
};
