import React from 'react';
import { css } from '@emotion/react';
import { EditLink, ReportProblemLink } from './EditLink';
import { LastUpdated } from './LastUpdated';
import { PAGE_FRAME } from './pageFrame.attributes';

const style = css`
  grid-area: meta;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: var(--space-4);
  margin-top: var(--space-12);
  padding-top: var(--space-4);
  border-top: 1px solid var(--c-border);
  font-size: var(--text-sm);
  p {
    margin: 0;
    color: var(--c-text-muted);
  }
`;

interface PageMetaProps {
  pathname: string;
  title: string;
  sourcePath?: string | null;
  lastUpdated?: string | null;
}

/** Under the body: edit and report links, and the date of the last change. */
export function PageMeta({ pathname, title, sourcePath, lastUpdated }: PageMetaProps) {
  return (
    <div css={style} className="page-meta" {...{ [PAGE_FRAME]: '' }}>
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
  );
}
