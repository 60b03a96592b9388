import { css } from '@emotion/react';
import { TWO_COLUMN_MIN_WIDTH } from './layout';

/*
 * An operation page's layout, applied by its template around the page: the article's grid,
 * its areas, columns and rows. The body island (#page-content) and the body's own wrappers
 * (OperationBody, ExamplesColumn) draw no box (display: contents), so their parts are items of
 * the article's grid: on phones the request sample sits right under the method bar, and on wide
 * screens the samples column starts level with the method bar instead of below the page's
 * header. Each part names its area in its own style (`grid-area`, inert on the other pages,
 * whose article is no grid); test/unit/apiReference/operationPageGrid.test.tsx checks every item has one of these.
 */
export const operationPageGrid = css`
  article:has(> #page-content > .api-operation) {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'crumbs' 'title' 'lead' 'header' 'samples' 'toc' 'details' 'responses' 'meta' 'pager';
    /* Grid items may be narrower than their content: wide code scrolls inside its box. */
    > * {
      min-width: 0;
    }
    > #page-content {
      display: contents;
    }
    @media (min-width: ${TWO_COLUMN_MIN_WIDTH}px) {
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
      /* The details row takes what the sticky column adds, so no gap opens between the rows beside it. */
      grid-template-rows: auto auto auto auto auto 1fr auto auto;
      grid-template-areas: 'crumbs crumbs' 'title title' 'lead examples' 'header examples' 'toc examples' 'details examples' 'meta meta' 'pager pager';
      column-gap: 2.5rem;
    }
  }
`;
