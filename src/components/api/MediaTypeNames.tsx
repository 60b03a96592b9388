import React from 'react';
import { css } from '@emotion/react';
import type { ApiMediaType } from '../../openapi/types';
import { mediaTypeNames } from '../../openapi/mediaTypeNames';

/** The media types of a body as code, comma-separated. */
export function MediaTypeNames({ media }: { media: Pick<ApiMediaType, 'mediaType' | 'alsoAs'> }) {
  return (
    <>
      {mediaTypeNames(media).map((name, index) => (
        <React.Fragment key={name}>
          {index > 0 && ', '}
          <code>{name}</code>
        </React.Fragment>
      ))}
    </>
  );
}

const labelStyle = css`
  font-size: var(--text-sm);
  color: var(--c-text-muted);
  margin: 0 0 0.4rem;
`;

/** The small label over a body's schema or a response's headers ("Body `application/json`"). */
export function MediaTypeLabel({ children }: { children: React.ReactNode }) {
  return (
    <p className="media-type-name" css={labelStyle}>
      {children}
    </p>
  );
}
