import React from 'react';
import type { ApiMediaType } from '../../openapi/types';

/** Every media type a body is offered in (one schema and example shown for all of them). */
export const mediaTypeNames = (media: Pick<ApiMediaType, 'mediaType' | 'alsoAs'>) => [media.mediaType, ...media.alsoAs];

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
