/** The search dialog's live line: how many results, or why there are none (read out by screen readers). */
import React from 'react';
import { css } from '@emotion/react';
import { Filter, searchStatus, View } from './useSearchResults';

const style = css`
  margin: 0;
  padding: 0.45rem 0.9rem 0;
  font-size: var(--text-xs);
  color: var(--c-text-muted);
  min-height: 1.6rem;
  /* In the dialog's flex column a long status (two lines on a phone) keeps its height instead of running under the results. */
  flex: none;
`;

export function SearchStatus({ view, query, filter, done }: { view: View; query: string; filter: Filter; done: boolean }) {
  return (
    <p css={style} className="status" role="status" aria-live="polite" data-search-status={done ? 'done' : 'busy'} data-query={done ? view.query : ''}>
      {searchStatus({ view, query, filter, done })}
    </p>
  );
}
