/**
 * Develop's search article (src/search/build/develop.ts): what a page's <article> holds for the
 * extractor, rendered with the templates' own ArticleTitle (title row and summary), then the
 * header and body HTML createPages rendered for the page, in the order the templates show them.
 */
import React from 'react';
import { ArticleTitle } from '../components/ArticleTitle';
import type { SearchPageParts } from '../search/build/develop';
import { renderStatic } from './render-static';

export function searchArticleHtml(route: string, { title, description, headerHtml, contentHtml, cardsHtml, unlistedHtml }: SearchPageParts): string {
  const parts = [headerHtml, contentHtml, cardsHtml, unlistedHtml].filter(Boolean);
  return renderStatic(
    <main>
      <article>
        <ArticleTitle title={title} description={description} pathname={route} />
        {parts.map((html, index) => (
          <div key={index} dangerouslySetInnerHTML={{ __html: html as string }} />
        ))}
      </article>
    </main>,
  );
}
