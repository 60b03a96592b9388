import React from 'react';
import { css } from '@emotion/react';
import { Toc } from './Toc';
import type { TocHeading } from '../lib/htmlHeadings';
import { PAGE_FRAME } from './pageFrame.attributes';
import { INLINE_TOC_MAX_WIDTH } from '../styles/breakpoints';

/* As wide as the prose it sits above (on API pages, the left column). Shown where the TOC
   column is not: up to INLINE_TOC_MAX_WIDTH, and always on pages whose article has a layout of its own. */
const style = css`
  grid-area: toc;
  display: none;
  max-width: var(--measure);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  padding: 0.5rem 0.75rem;
  margin-bottom: 1.5rem;
  @media (max-width: ${INLINE_TOC_MAX_WIDTH}px) {
    display: block;
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    list-style: none;
    cursor: pointer;
    font-weight: 600;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The same chevron as the sidebar's and the responses' disclosures. */
  summary::after {
    content: '';
    flex: none;
    width: 0.45em;
    height: 0.45em;
    margin: 0 0.3rem 0.2rem;
    border: solid var(--c-text-muted);
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
    transition: transform 0.15s;
  }
  &[open] summary::after {
    margin-bottom: -0.2rem;
    transform: rotate(-135deg);
  }
  /* The summary names it already. */
  .toc .title {
    display: none;
  }
`;

const shown = css`
  display: block;
`;

/** The table of contents folded above the body, where there is no TOC column (`always`: at every width). */
export function TocInline({ headings, always = false }: { headings: readonly TocHeading[]; always?: boolean }) {
  return (
    <details css={always ? [style, shown] : style} className="toc-inline" {...{ [PAGE_FRAME]: '' }}>
      <summary>On this page</summary>
      <Toc headings={headings} id="toc-inline" />
    </details>
  );
}
