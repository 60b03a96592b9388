/**
 * The two names the templates' loader (useYourSetup) reads, in a module of their own so that
 * every page of those templates carries these strings and not the validation in
 * src/yourSetup/core/yourSetup.ts, which only the lazy chunk needs.
 */

/** localStorage key; the value is JSON `{"pocketIdUrl": string, "appUrl"?: string, "appExample"?: string}`. */
export const YOUR_SETUP_KEY = 'pocket-id-docs:your-setup';
/** The attribute that marks an example host in a page body (src/yourSetup/core/exampleHostMarks.ts). */
export const EXAMPLE_ATTRIBUTE = 'data-example';
