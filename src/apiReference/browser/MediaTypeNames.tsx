import React from 'react';
import type { ApiMediaType } from '../core/types';
import { mediaTypeNames } from '../core/mediaTypeNames';
import { mediaTypeLabelStyle } from './MediaTypeNames.style';

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

/** The small label over a body's schema or a response's headers ("Body `application/json`"). */
export function MediaTypeLabel({ children }: { children: React.ReactNode }) {
  return <p css={mediaTypeLabelStyle}>{children}</p>;
}
