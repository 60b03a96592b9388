import React from 'react';
import { css } from '@emotion/react';
import { CopyPageMarkdown } from './CopyPageMarkdown';
import { PAGE_LEAD, PAGE_TITLE_ROW } from './pageParts';

const titleRowStyle = css`
  display: flex;
  align-items: flex-start;
  gap: var(--space-3) var(--space-4);
  margin-bottom: var(--space-4);
  h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
  }
  .copy-page-markdown {
    margin-top: 0.35rem;
  }
`;

/**
 * The top of a page's article: the title, with an app's logo before it and the Markdown menu
 * at the end, and the summary under it (styled by DocArticle). Develop's search article
 * renders it too (src/gatsby/search-article.tsx), so its index reads what the page shows.
 */
export function ArticleTitle({ title, icon, pathname, description }: { title: string; icon?: React.ReactNode; pathname: string; description?: string | null }) {
  return (
    <>
      <div css={titleRowStyle} className={PAGE_TITLE_ROW}>
        {icon}
        <h1>{title}</h1>
        <CopyPageMarkdown pathname={pathname} />
      </div>
      {description && (
        <p className={PAGE_LEAD} data-page-frame="summary">
          {description}
        </p>
      )}
    </>
  );
}
