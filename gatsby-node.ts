/**
 * Build-time data flow: content files -> typed nodes (schema, sourceContent) ->
 * pages (createPages) -> checks after the build (postBuild).
 */
// First: it reports a bad environment variable before any module that reads it loads (see the file).
export { onPreInit } from './src/gatsby/environmentCheck';
export { createSchemaCustomization } from './src/gatsby/sourcing/schema';
export { onCreateNode } from './src/gatsby/sourcing/sourceContent';
export { sourceNodes } from './src/gatsby/sourcing/sourceNodes';
export { createResolvers } from './src/gatsby/sourcing/resolvers';
export { createPages, onCreatePage } from './src/gatsby/pages/createPages';
export { onPostBuild } from './src/gatsby/postBuild/postBuild';
export { onCreateWebpackConfig } from './src/gatsby/webpack/config';
export { onCreateDevServer } from './src/gatsby/develop/developServer';
export { onPostBootstrap } from './src/clientGuides/build/appLogos';
