import React from 'react';
import { css } from '@emotion/react';
import { CopyPageMarkdown } from './CopyPageMarkdown';
import { PAGE_TITLE_ROW } from './pageParts';

const style = css`
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

/** The page's title, with an app's logo before it and the Markdown menu at the end. */
export function PageTitleRow({ title, icon, pathname }: { title: string; icon?: React.ReactNode; pathname: string }) {
  return (
    <div css={style} className={PAGE_TITLE_ROW}>
      {icon}
      <h1>{title}</h1>
      <CopyPageMarkdown pathname={pathname} />
    </div>
  );
}
