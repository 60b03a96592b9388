/** On every version link (VersionLink.tsx): its first-load part finds the links built into an island by it (VersionLink.firstLoad.ts). */
export const VERSION_LINK = 'data-version-link';
