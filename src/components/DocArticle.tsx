import React from 'react';
import { css } from '@emotion/react';
import { DocPager } from './DocPager';
import { Breadcrumbs } from './Breadcrumbs';
import { Crumb, sectionLabel } from '../lib/breadcrumbs';
import { StaticIsland } from './StaticIsland';
import type { SidebarItem, SidebarLink } from '../lib/sidebar';
import type { TocHeading } from '../lib/htmlHeadings';
import { DraftBadge } from './DraftBadge';
import { ArticleTitle } from './ArticleTitle';
import { TocInline } from './TocInline';
import { PageMeta } from './PageMeta';
import { TAB_SET } from './mdx/Tabs.attributes';
import { PAGE_CONTENT } from './DocArticle.attributes';
import type { ArticleLayout } from './articleLayouts';

const style = css`
  padding: var(--space-6) var(--space-10) var(--space-12);
  min-width: 0;
  outline: none;
  article {
    max-width: var(--content-max);
  }
  /* Running text keeps a readable measure; tables and code use the full column, in a list
     step too (a step's text is held to the measure by its paragraphs, or by the step itself
     when it holds no wide block). The class code-block is CODE_BLOCK (mdx/CodeBlock.attributes.ts)
     written out: imported, that module would bring all of a code block's class names into first-load
     JS (65 to 78 bytes gzip a page, measured). test/unit/components/docArticle.test.tsx checks it still matches.
     Likewise admonition is ADMONITION (mdx/Admonition.attributes.ts), written out: src/lib/lazyBlocks.ts imports
     it in the app chunk, and an import here too would make it a module of its own there. The same test checks it. */
  article :is(p, blockquote, .admonition, h2, h3, h4),
  article :is(ol, ul:not([class])) > li:not(:has(> :is(pre, table, .code-block, .${TAB_SET}))) {
    max-width: var(--measure);
  }
`;

export interface DocPageProps {
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
  /** The body as HTML rendered at build time, instead of `children` (src/gatsby/bodies/pageBodies.tsx). */
  contentHtml?: string;
  /**
   * A layout other than one column of blocks (articleLayouts.ts: asideLayout, for API operations,
   * whose body has a column of its own). The page then gives the TOC column to the article too,
   * and the TOC shows inline at every width.
   */
  layout?: ArticleLayout;
  /** ISO date of the source file's last commit ("Last updated"). */
  lastUpdated?: string | null;
  /** Shown before the title (an app's logo). */
  titleIcon?: React.ReactNode;
  /** For a page the sidebar leaves out: the page its breadcrumbs end with. */
  trailUnder?: string;
  children?: React.ReactNode;
}

interface DocArticleProps extends DocPageProps {
  sidebar: SidebarItem[];
  trail: Crumb[];
  /** The headings the TOC lists (none when there are fewer than two). */
  toc: readonly TocHeading[];
}

/* An article with a layout of its own (API operations) has the TOC column's room too, and no width limit. */
const fullWidth = css`
  article {
    max-width: none;
  }
`;

/** The page itself (main landmark): title, summary, inline TOC, body, edit links and pager. */
export function DocArticle(props: DocArticleProps) {
  const { pathname, title, description, sourcePath, previous = null, next = null, staticBody = true, sidebar, toc, layout } = props;
  // Spread, so that without a layout the elements get no (empty) class at all.
  const articleStyle = layout && { css: layout.article };
  const bodyStyle = layout && { css: layout.body };
  return (
    <main id="main-content" tabIndex={-1} css={layout ? [style, fullWidth] : style}>
      <article {...articleStyle}>
        {props.draft && <DraftBadge />}
        <Breadcrumbs trail={props.trail} title={title} />
        <ArticleTitle title={title} icon={props.titleIcon} pathname={pathname} description={description} />
        {props.header}
        {toc.length > 0 && <TocInline headings={toc} always={Boolean(layout)} />}
        {staticBody ? (
          <StaticIsland key={pathname} id={PAGE_CONTENT} html={props.contentHtml} {...bodyStyle}>
            {props.children}
          </StaticIsland>
        ) : (
          props.children
        )}
        <PageMeta pathname={pathname} title={title} sourcePath={sourcePath} lastUpdated={props.lastUpdated} />
        <DocPager previous={previous} next={next} sectionOf={route => sectionLabel(sidebar, route)} />
      </article>
    </main>
  );
}
