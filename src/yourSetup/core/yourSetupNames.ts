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
