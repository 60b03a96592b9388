import React from 'react';
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
