import React from 'react';
import { css } from '@emotion/react';
import { MethodBadge } from '../MethodBadge';
import type { ApiPathSegment } from '../../openapi/types';

const style = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  flex-wrap: wrap;
  font-family: var(--font-mono);
  font-size: var(--text-base);
  padding: 0.6rem 0.8rem;
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  background: var(--c-bg-soft);
  margin: 0 0 1rem;
  .path {
    word-break: break-all;
  }
  .param {
    color: var(--c-tok-title);
    font-weight: 700;
  }
`;

/** Method badge and path, with path parameters highlighted. */
export function OperationPath({ method, segments }: { method: string; segments: ApiPathSegment[] }) {
  return (
    <p css={style} className="operation-path">
      <MethodBadge method={method} />
      <span className="path">
        {segments.map((segment, index) =>
          segment.param ? (
            <span key={index} className="param" title="Path parameter">
              {segment.text}
            </span>
          ) : (
            <React.Fragment key={index}>{segment.text}</React.Fragment>
          ),
        )}
      </span>
    </p>
  );
}
