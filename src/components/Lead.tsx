import React from 'react';
import { css } from '@emotion/react';
import { PAGE_FRAME, PAGE_SUMMARY } from './pageFrame.attributes';

/** An introduction line keeps the prose measure, not the page's width. */
const leadStyle = css`
  max-width: var(--measure);
`;

/** The lead under a page's title in build-rendered MDX: the page's summary, which search and the twins read as such. */
export function Lead({ children }: { children?: React.ReactNode }) {
  return (
    <p className="lead" {...{ [PAGE_FRAME]: PAGE_SUMMARY }} css={leadStyle}>
      {children}
    </p>
  );
}
