import React from 'react';
import { css } from '@emotion/react';
import { stickyColumn } from '../styles/stickyColumn';
import { Toc } from './Toc';
import type { TocHeading } from '../lib/htmlHeadings';

/* Sticky beside the page; pages with an article layout of their own (DocPage) and screens
   below 1200 px give its room to the body and show TocInline instead. */
const style = css`
  ${stickyColumn};
  padding: var(--space-6) 1rem;
  @media (max-width: 1200px) {
    display: none;
  }
`;

const hiddenColumn = css`
  display: none;
`;

/** The docs page's right column: the table of contents. */
export function TocColumn({ headings, hidden = false }: { headings: readonly TocHeading[]; hidden?: boolean }) {
  return (
    <div css={hidden ? [style, hiddenColumn] : style} className="toc-col">
      <Toc headings={headings} />
    </div>
  );
}
