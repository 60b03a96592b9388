/**
 * The one place that tells `gatsby develop` from a production build.
 *
 * Why there is a switch at all: page bodies are rendered by the same code in both (the body
 * kinds of src/gatsby/bodies/pageBodies.tsx, to HTML on the Node side), so the switch decides only
 * what a writer's preview adds or serves differently:
 * - drafts (`draft: true`) are pages, sidebar entries and home-page counts in develop only;
 * - develop serves an empty HTML shell, so the browser renders instead of hydrating, and a
 *   `.html` address loads again without its suffix (Gatsby's navigate is not ready yet);
 * - develop's dev server reports content problems in the error overlay, renders a broken MDX
 *   body as an error box and a page without a default export as a note (the other pages
 *   stay; a build fails), watches the OpenAPI file, and keeps bodies and the API model in
 *   Gatsby's cache across restarts.
 *
 * Functions, not constants: Node reads the environment when asked (tests set it), and
 * webpack's DefinePlugin still folds `process.env.NODE_ENV` in the browser bundle.
 * (Two browser-only switches stay where they are, because webpack drops a `require()` only
 * behind a condition written in place: `process.env.DOCS_BROWSER_BUNDLE` (src/gatsby/webpack/env.ts) in Footer and StaticIsland,
 * which tell the production browser bundle from the server render, not develop from build.)
 */

/** A production build (`gatsby build`, and its server render); false in develop and in tests. */
export function isProductionBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** Drafts are shown (with their badge) everywhere except in a production build. */
export function includesDrafts(): boolean {
  return !isProductionBuild();
}

/** Running inside `gatsby develop`'s server (Node side only): overlay, file watching, forgiving errors. */
export function isDevelopServer(): boolean {
  return process.env.gatsby_executing_command === 'develop';
}
