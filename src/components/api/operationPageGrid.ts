import { css } from '@emotion/react';
import { TWO_COLUMN_MIN_WIDTH } from './layout';

/*
 * An operation page's layout, applied by its template around the page. The body island
 * (#page-content) and the body's own wrappers (OperationBody, ExamplesColumn) draw no box
 * (display: contents), so their parts are items of the article's grid: on phones the request
 * sample sits right under the method bar, and on wide screens the samples column starts
 * level with the method bar instead of below the page's header. Each part styles itself;
 * only the places are here. The page's own parts are placed by the classes DocArticle writes,
 * the constants of ../pageParts.ts written out: importing that module from this chunk would
 * take it out of the doc pages' shared chunk and cost every doc page first-load bytes.
 * test/unit/docArticle.test.tsx checks each constant is placed here and written by the article.
 */
export const operationPageGrid = css`
  article:has(> #page-content > .api-operation) {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'crumbs' 'title' 'lead' 'header' 'samples' 'toc' 'details' 'responses' 'meta' 'pager';
    /* Grid items may be narrower than their content: wide code scrolls inside its box. */
    > *,
    .api-details,
    .api-examples > section {
      min-width: 0;
    }
    > .breadcrumbs {
      grid-area: crumbs;
    }
    > .title-row {
      grid-area: title;
    }
    > .lead {
      grid-area: lead;
    }
    > #page-header {
      grid-area: header;
    }
    > .toc-inline {
      grid-area: toc;
    }
    > .page-meta {
      grid-area: meta;
    }
    > .doc-pager {
      grid-area: pager;
    }
    > #page-content {
      display: contents;
    }
    .api-details {
      grid-area: details;
    }
    .code-samples {
      grid-area: samples;
    }
    .response-examples {
      grid-area: responses;
    }
    @media (min-width: ${TWO_COLUMN_MIN_WIDTH}px) {
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
      /* The details row takes what the sticky column adds, so no gap opens between the rows beside it. */
      grid-template-rows: auto auto auto auto auto 1fr auto auto;
      grid-template-areas: 'crumbs crumbs' 'title title' 'lead examples' 'header examples' 'toc examples' 'details examples' 'meta meta' 'pager pager';
      column-gap: 2.5rem;
      .api-examples {
        grid-area: examples;
      }
    }
  }
`;
