/** On every version link (VersionLink.tsx), for the styles and tests that find it. */
export const VERSION_LINK = 'data-version-link';
