/**
 * The names "Your setup" shares with the pages: the storage key and the two example-host
 * attributes. In a module of their own so that every page of the templates whose loader
 * (useYourSetup) reads them carries these strings and not the validation in
 * src/yourSetup/core/yourSetup.ts, which only the lazy chunk needs.
 */

/** localStorage key; the value is JSON `{"pocketIdUrl": string, "appUrl"?: string, "appExample"?: string}`. */
export const YOUR_SETUP_KEY = 'pocket-id-docs:your-setup';
/** The attribute that marks an example host in a page body (src/yourSetup/core/exampleHostMarks.ts). */
export const EXAMPLE_ATTRIBUTE = 'data-example';
/**
 * On an element whose example hosts stay as written (a sentence about the example host itself):
 * exampleHostMarks.ts leaves its text unmarked; src/apiReference/browser/apiOverviewComponents.tsx sets it.
 */
export const EXAMPLE_LITERAL = 'data-example-literal';
/** On a mark that shows the reader's own address (applyYourSetup), with a tooltip saying so; the global sheet underlines it. */
export const PERSONAL_ATTRIBUTE = 'data-personal';
/** On a history mark (releaseMarks.ts) whose release is newer than the reader's; the global sheet colours it. */
export const NEWER_ATTRIBUTE = 'data-newer';
/** Class of the note "N things on this page need a newer Pocket ID release" at the top of a page (applyYourSetup; styled in the global sheet). */
export const RELEASE_NOTE = 'release-note';
/** The attributes of a history mark (src/yourSetup/core/releaseMarks.ts): the release that added the thing, and the one that removed it. */
export const SINCE_ATTRIBUTE = 'data-since';
export const REMOVED_ATTRIBUTE = 'data-removed';
