import React from 'react';
import { css } from '@emotion/react';
import { stickyColumn } from '../styles/stickyColumn';
import { Toc } from './Toc';
import { INLINE_TOC_MAX_WIDTH } from '../styles/breakpoints';
import type { TocHeading } from '../lib/htmlHeadings';

/* Sticky beside the page; windows up to INLINE_TOC_MAX_WIDTH give its room to the body and show TocInline
   instead (pages with an article layout of their own have no column: DocPage). */
const style = css`
  ${stickyColumn};
  padding: var(--space-6) 1rem;
  @media (max-width: ${INLINE_TOC_MAX_WIDTH}px) {
    display: none;
  }
`;

/** The docs page's right column: the table of contents. */
export function TocColumn({ headings }: { headings: readonly TocHeading[] }) {
  return (
    <div css={style} className="toc-col">
      <Toc headings={headings} />
    </div>
  );
}
