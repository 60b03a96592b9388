/**
 * The version link's first-load part (listed in src/components/firstLoadParts.ts): a link
 * rendered at build time inside an island is not re-rendered by React, so the latest release
 * is written into it once known (VersionLink.tsx shows it itself everywhere else). It has no
 * lazy behaviour: this is all of it.
 */
import type { FirstLoad } from './controlTypes';
import { VERSION_LINK } from './VersionLink.attributes';

export const versionLinks: FirstLoad = {
  release(island, releaseText) {
    for (const link of Array.from(island.querySelectorAll(`a[${VERSION_LINK}]`))) link.textContent = releaseText;
  },
};
