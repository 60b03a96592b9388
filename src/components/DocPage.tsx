import React, { useLayoutEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { Sidebar } from './Sidebar';
import { Toc, TocHeading } from './Toc';
import { DocPager } from './DocPager';
import { EditLink, ReportProblemLink } from './EditLink';
import { BreadcrumbJsonLd, Breadcrumbs } from './Breadcrumbs';
import { LastUpdated } from './LastUpdated';
import { breadcrumbTrail, breadcrumbTrailUnder, sectionLabel } from '../lib/breadcrumbs';
import { StaticIsland } from './StaticIsland';
import { CopyPageMarkdown } from './CopyPageMarkdown';
import { DRAWER_BREAKPOINT } from './MobileDrawer';
import { useDocsSidebar } from '../hooks/useDocsSidebar';
import { revealCurrentEntry } from '../client/revealCurrentEntry';
import { DOCS_VERSION_LABEL } from '../lib/docsVersion';
import type { SidebarLink } from '../lib/sidebar';
import siteConfig from '../site-config';

const style = css`
  display: grid;
  grid-template-columns: var(--sidebar-width) minmax(0, 1fr) var(--toc-width);
  max-width: 90rem;
  margin: 0 auto;
  /* The sticky columns sit below the navbar, and move up with it when it hides on scroll
     (also where a template wraps the page, as API operations do for their styles). */
  --sticky-top: var(--navbar-height);
  header[data-hidden='true'] ~ &,
  header[data-hidden='true'] ~ * & {
    --sticky-top: 0px;
  }
  .sidebar {
    position: sticky;
    top: var(--sticky-top);
    align-self: start;
    max-height: calc(100vh - var(--sticky-top));
    overflow-y: auto;
    padding: var(--space-6) 0.5rem 2rem;
    border-right: 1px solid var(--c-border);
    transition:
      top 0.2s ease,
      max-height 0.2s ease;
  }
  .docs-version {
    font-size: var(--text-xs);
    color: var(--c-text-muted);
    padding: 0 0.6rem 0.75rem;
    margin: 0;
  }
  main {
    padding: var(--space-6) var(--space-10) var(--space-12);
    min-width: 0;
    outline: none;
  }
  article {
    max-width: var(--content-max);
  }
  /* Running text keeps a readable measure; tables and code use the full column, in a list
     step too (a step's text is held to the measure by its paragraphs, or by the step itself
     when it holds no wide block). */
  article :is(p, blockquote, .admonition, h2, h3, h4),
  article :is(ol, ul:not([class])) > li:not(:has(> :is(pre, table, .code-block, .tabs))) {
    max-width: var(--measure);
  }
  .lead {
    font-size: var(--text-md);
    color: var(--c-text-muted);
  }
  .toc-col {
    position: sticky;
    top: var(--sticky-top);
    align-self: start;
    max-height: calc(100vh - var(--sticky-top));
    overflow-y: auto;
    padding: var(--space-6) 1rem;
    transition:
      top 0.2s ease,
      max-height 0.2s ease;
  }
  /* As wide as the prose it sits above (on API pages, the left column). */
  .toc-inline {
    display: none;
    max-width: var(--measure);
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    padding: 0.5rem 0.75rem;
    margin-bottom: 1.5rem;
  }
  .toc-inline summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    list-style: none;
    cursor: pointer;
    font-weight: 600;
  }
  .toc-inline summary::-webkit-details-marker {
    display: none;
  }
  /* The same chevron as the sidebar's and the responses' disclosures. */
  .toc-inline summary::after {
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
  .toc-inline[open] summary::after {
    margin-bottom: -0.2rem;
    transform: rotate(-135deg);
  }
  .toc-inline .title {
    display: none;
  }
  .page-meta {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: var(--space-4);
    margin-top: var(--space-12);
    padding-top: var(--space-4);
    border-top: 1px solid var(--c-border);
    font-size: var(--text-sm);
  }
  .page-meta p {
    margin: 0;
    color: var(--c-text-muted);
  }
  /* Title, with an app's logo before it and the Markdown menu at the end. */
  .title-row {
    display: flex;
    align-items: flex-start;
    gap: var(--space-3) var(--space-4);
    margin-bottom: var(--space-4);
  }
  .title-row h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
  }
  .title-row .copy-page-markdown {
    margin-top: 0.35rem;
  }
  .draft-badge {
    display: inline-block;
    background: var(--c-warning-bg);
    color: var(--c-warning);
    border: 1px solid currentColor;
    border-radius: 0.3rem;
    padding: 0 0.5rem;
    font-size: var(--text-xs);
    font-weight: 700;
    margin-bottom: 0.75rem;
  }
  /* Wide pages (API operations) give the TOC column to the body; the TOC goes inline. */
  &.wide {
    grid-template-columns: var(--sidebar-width) minmax(0, 1fr);
    max-width: 100rem;
  }
  &.wide article {
    max-width: none;
  }
  &.wide .toc-col {
    display: none;
  }
  &.wide .toc-inline {
    display: block;
  }
  @media (max-width: 1200px) {
    grid-template-columns: var(--sidebar-width) minmax(0, 1fr);
    .toc-col {
      display: none;
    }
    .toc-inline {
      display: block;
    }
  }
  @media (max-width: ${DRAWER_BREAKPOINT}px) {
    &,
    &.wide {
      grid-template-columns: minmax(0, 1fr);
    }
    .sidebar {
      display: none;
    }
    main {
      padding: var(--space-4) var(--space-4) var(--space-8);
    }
  }
`;

interface DocPageProps {
  pathname: string;
  title: string;
  description?: string | null;
  headings: readonly TocHeading[];
  sourcePath?: string | null;
  draft?: boolean;
  previous?: SidebarLink | null;
  next?: SidebarLink | null;
  /** Rendered between the title and the body (badges, summaries). */
  header?: React.ReactNode;
  /** The body is a static island (StaticIsland), unless it holds React-driven controls. */
  staticBody?: boolean;
  /** The body as HTML rendered at build time, instead of `children` (MDX in production). */
  contentHtml?: string;
  /** The body takes the TOC column too (the TOC shows inline), for two-column API pages. */
  wide?: boolean;
  /** ISO date of the source file's last commit ("Last updated"). */
  lastUpdated?: string | null;
  /** Shown before the title (an app's logo). */
  titleIcon?: React.ReactNode;
  /** For a page the sidebar leaves out: the page its breadcrumbs end with. */
  trailUnder?: string;
  children?: React.ReactNode;
}

/** Three columns: sidebar, the page (main landmark), and the table of contents. */
export function DocPage({
  pathname,
  title,
  description,
  headings,
  sourcePath,
  draft,
  previous = null,
  next = null,
  header,
  staticBody = true,
  contentHtml,
  wide = false,
  lastUpdated,
  titleIcon,
  trailUnder,
  children,
}: DocPageProps) {
  const sidebar = useDocsSidebar();
  // A contents list of one entry says nothing the page does not: none below two.
  const entries = headings.filter(h => h.depth >= 2 && h.depth <= 3);
  const toc = entries.length >= 2 ? entries : [];
  const trail = trailUnder ? breadcrumbTrailUnder(sidebar, trailUnder) : breadcrumbTrail(sidebar, pathname);
  const aside = useRef<HTMLElement>(null);
  // The current entry in view on arrival: the sidebar scrolls on its own, before paint on
  // client-side navigation; the island's markup is read, never re-rendered.
  useLayoutEffect(() => revealCurrentEntry(aside.current), [pathname]);
  return (
    <div css={style} className={wide ? 'wide' : undefined}>
      <aside className="sidebar" aria-label="Docs navigation" ref={aside}>
        <p className="docs-version">
          Docs version: <strong>{DOCS_VERSION_LABEL}</strong> (Pocket ID {siteConfig.documentedRelease})
        </p>
        <Sidebar items={sidebar} pathname={pathname} />
      </aside>
      <main id="main-content" tabIndex={-1}>
        <article>
          {draft && <p className="draft-badge">Draft: visible in development only</p>}
          <Breadcrumbs trail={trail} title={title} />
          <div className="title-row">
            {titleIcon}
            <h1>{title}</h1>
            <CopyPageMarkdown pathname={pathname} />
          </div>
          {description && (
            <p className="lead" data-page-frame="summary">
              {description}
            </p>
          )}
          {header}
          {toc.length > 0 && (
            <details className="toc-inline" data-page-frame="">
              <summary>On this page</summary>
              <Toc headings={toc} id="toc-inline" />
            </details>
          )}
          {staticBody ? (
            <StaticIsland key={pathname} id="page-content" html={contentHtml}>
              {children}
            </StaticIsland>
          ) : (
            children
          )}
          <div className="page-meta" data-page-frame="">
            <span>
              {sourcePath && (
                <>
                  <EditLink sourcePath={sourcePath} />
                  {' · '}
                </>
              )}
              <ReportProblemLink pathname={pathname} title={title} />
            </span>
            <LastUpdated date={lastUpdated} />
          </div>
          <DocPager previous={previous} next={next} sectionOf={route => sectionLabel(sidebar, route)} />
        </article>
      </main>
      <div className="toc-col">
        <Toc headings={toc} />
      </div>
      <BreadcrumbJsonLd trail={trail} title={title} pathname={pathname} />
    </div>
  );
}
