import React from 'react';
import { css } from '@emotion/react';
import { BreadcrumbJsonLd } from './Breadcrumbs';
import { breadcrumbTrail, breadcrumbTrailUnder } from '../lib/breadcrumbs';
import { DRAWER_MAX_WIDTH, INLINE_TOC_MAX_WIDTH } from '../styles/breakpoints';
import { useDocsSidebar } from '../hooks/useDocsSidebar';
import { DocsSidebarColumn } from './DocsSidebarColumn';
import { DocArticle, DocPageProps } from './DocArticle';
import { TocColumn } from './TocColumn';
import { NAVBAR_HIDDEN } from './Navbar.attributes';

const style = css`
  display: grid;
  grid-template-columns: var(--sidebar-width) minmax(0, 1fr) var(--toc-width);
  max-width: 90rem;
  margin: 0 auto;
  /* The sticky columns sit below the navbar, and move up with it when it hides on scroll. */
  --sticky-top: var(--navbar-height);
  header[${NAVBAR_HIDDEN}='true'] ~ & {
    --sticky-top: 0px;
  }
  @media (max-width: ${INLINE_TOC_MAX_WIDTH}px) {
    grid-template-columns: var(--sidebar-width) minmax(0, 1fr);
  }
  @media (max-width: ${DRAWER_MAX_WIDTH}px) {
    grid-template-columns: minmax(0, 1fr);
    /* Phones and tablets have the drawer instead of the sidebar column, and narrower margins. */
    > .sidebar {
      display: none;
    }
    > main {
      padding: var(--space-4) var(--space-4) var(--space-8);
    }
  }
`;

/* A page whose article has a layout of its own (API operations) gives the TOC column to the
   article and has none; its TOC shows inline. Composed after the base style, so it restates the phone column. */
const wide = css`
  grid-template-columns: var(--sidebar-width) minmax(0, 1fr);
  max-width: 100rem;
  @media (max-width: ${DRAWER_MAX_WIDTH}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Three columns: sidebar, the page (main landmark), and the table of contents. */
export function DocPage(props: DocPageProps) {
  const { pathname, title, headings, trailUnder } = props;
  const sidebar = useDocsSidebar();
  // A contents list of one entry says nothing the page does not: none below two.
  const entries = headings.filter(h => h.depth >= 2 && h.depth <= 3);
  const toc = entries.length >= 2 ? entries : [];
  const trail = trailUnder ? breadcrumbTrailUnder(sidebar, trailUnder) : breadcrumbTrail(sidebar, pathname);
  return (
    <div css={props.layout ? [style, wide] : style}>
      <DocsSidebarColumn items={sidebar} pathname={pathname} />
      <DocArticle {...props} sidebar={sidebar} trail={trail} toc={toc} />
      {props.layout ? null : <TocColumn headings={toc} />}
      <BreadcrumbJsonLd trail={trail} title={title} pathname={pathname} />
    </div>
  );
}
