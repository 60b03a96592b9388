import React from 'react';
import { css } from '@emotion/react';
import { Toc, TocHeading } from './Toc';

/* Sticky beside the page; wide pages (DocPage's `wide` class) and screens below 1200 px give
   its room to the body and show TocInline instead. */
const style = css`
  position: sticky;
  top: var(--sticky-top);
  align-self: start;
  max-height: calc(100vh - var(--sticky-top));
  overflow-y: auto;
  padding: var(--space-6) 1rem;
  transition:
    top 0.2s ease,
    max-height 0.2s ease;
  .wide > & {
    display: none;
  }
  @media (max-width: 1200px) {
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
