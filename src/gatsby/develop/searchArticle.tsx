/**
 * Develop's search article (src/search/build/developIndex.ts): what a page's <article> holds for the
 * extractor, rendered by the templates' own DocArticle around the header and body HTML
 * createPages rendered for the page, so the parts and their order are the article's. The
 * page frame it adds (breadcrumbs, meta row) is left out by the extractor, as on a built page.
 */
import React from 'react';
import { DocArticle } from '../../components/DocArticle';
import { StaticIsland } from '../../components/StaticIsland';
import type { SearchPageParts } from '../../search/build/developIndex';
import { renderStatic } from '../bodies/renderStatic';

export function searchArticleHtml(
  route: string,
  { title, description, headerHtml, contentHtml, cardsHtml, unlistedHtml, ...unplaced }: SearchPageParts,
): string {
  // tsc fails here when a searched body kind has an HTML field (PAGE_BODIES) this article does not place.
  const _everyFieldPlaced: Record<keyof typeof unplaced, never> = unplaced;
  return renderStatic(
    <DocArticle
      pathname={route}
      title={title}
      description={description}
      headings={[]}
      toc={[]}
      sidebar={[]}
      trail={[]}
      header={headerHtml && <StaticIsland id="page-header" html={headerHtml} />}
      contentHtml={contentHtml}
      staticBody={contentHtml !== undefined}
    >
      {/* The client-examples index has no one body: its cards, then the settings for unlisted apps (templates/client-examples.tsx). */}
      {cardsHtml && <StaticIsland id="client-cards" html={cardsHtml} />}
      {unlistedHtml && <StaticIsland id="connect-unlisted" html={unlistedHtml} />}
    </DocArticle>,
  );
}
