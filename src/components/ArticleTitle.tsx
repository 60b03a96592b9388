import React from 'react';
import { css } from '@emotion/react';
import { CopyPageMarkdown } from './CopyPageMarkdown';
import { PAGE_FRAME, PAGE_SUMMARY } from './pageFrame.attributes';

const titleRowStyle = css`
  grid-area: title;
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

const leadStyle = css`
  grid-area: lead;
  font-size: var(--text-md);
  color: var(--c-text-muted);
`;

/**
 * The top of a page's article: the title, with an app's logo before it and the Markdown menu
 * at the end, and the summary under it.
 */
export function ArticleTitle({ title, icon, pathname, description }: { title: string; icon?: React.ReactNode; pathname: string; description?: string | null }) {
  return (
    <>
      <div css={titleRowStyle} className="title-row">
        {icon}
        <h1>{title}</h1>
        <CopyPageMarkdown pathname={pathname} />
      </div>
      {description && (
        <p css={leadStyle} className="lead" {...{ [PAGE_FRAME]: PAGE_SUMMARY }}>
          {description}
        </p>
      )}
    </>
  );
}
