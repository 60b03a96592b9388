/**
 * Build-time data flow: content files -> typed nodes (schema, source-content) ->
 * pages (create-pages) -> checks after the build (post-build).
 */
// First: it reports a bad environment variable before any module that reads it loads (see the file).
export { onPreInit } from './src/gatsby/environment-check';
export { createSchemaCustomization } from './src/gatsby/schema';
export { onCreateNode } from './src/gatsby/source-content';
export { sourceNodes } from './src/gatsby/source-nodes';
export { createResolvers } from './src/gatsby/resolvers';
export { createPages, onCreatePage } from './src/gatsby/create-pages';
export { onPostBuild } from './src/gatsby/post-build';
export { onCreateWebpackConfig } from './src/gatsby/webpack/config';
export { onCreateDevServer } from './src/gatsby/develop-server';
export { onPostBootstrap } from './src/clientGuides/build/appLogos';
