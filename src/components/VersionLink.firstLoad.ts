/**
 * The version link's first-load part (listed in src/components/controls.firstLoad.ts): a link
 * rendered at build time inside an island is not re-rendered by React, so the latest release
 * is written into it once known (VersionLink.tsx shows it itself everywhere else). It has no
 * lazy behaviour: this is all of it.
 */
import type { FirstLoad } from './controls.firstLoad';

export const versionLinks: FirstLoad = {
  release(island, releaseText) {
    // The attribute VersionLink.tsx renders, written out: a constant module shared with the navbar
    // would cost a module of its own on every page. test/unit/controls.test.tsx checks they match.
    for (const link of Array.from(island.querySelectorAll('a[data-version-link]'))) link.textContent = releaseText;
  },
};
