import type { ApiMediaType } from './types';

/** Every media type a body is offered in (one schema and example shown for all of them). */
export const mediaTypeNames = (media: Pick<ApiMediaType, 'mediaType' | 'alsoAs'>): string[] => [media.mediaType, ...media.alsoAs];
