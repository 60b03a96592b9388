/**
 * Reads and validates the OpenAPI document, then sources one ApiInfo node, one ApiTag
 * node per tag and one ApiOperation node per operation. An invalid spec stops the build
 * before any page is written, with the file, JSON pointer and reason.
 */
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import siteConfig from '../site-config';
import { loadApiModel, OpenApiError } from '../openapi';

import { API_BASE, API_OVERVIEW_PATH } from '../openapi/routes';

export { API_BASE, API_OVERVIEW_PATH };

export function specPath(): string {
  return path.resolve(__dirname, '..', '..', siteConfig.openApiSpec);
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const file = specPath();
  let model;
  try {
    model = await loadApiModel(file, { baseUrl: siteConfig.apiSampleBaseUrl });
  } catch (error) {
    const message = error instanceof OpenApiError ? error.message : `${siteConfig.openApiSpec}: ${(error as Error).message}`;
    reporter.panicOnBuild(`Invalid OpenAPI document: ${message}`);
    return;
  }
  for (const warning of model.warnings) reporter.warn(`OpenAPI: ${warning}`);

  const { createNode } = actions;
  const info = { ...model.info, specFile: path.relative(process.cwd(), file).split(path.sep).join('/'), path: API_OVERVIEW_PATH };
  createNode({ ...info, id: createNodeId('ApiInfo'), internal: { type: 'ApiInfo', contentDigest: createContentDigest(info) } });

  const opsBySlug = new Map(model.operations.map(op => [op.slug, op]));
  model.tags.forEach((tag, order) => {
    const fields = {
      ...tag,
      order,
      path: `${API_BASE}/${tag.slug}`,
      operations: tag.operationSlugs
        .map(slug => opsBySlug.get(slug))
        .filter(Boolean)
        .map(op => ({ slug: op!.slug, path: `${API_BASE}/${op!.slug}`, summary: op!.title, method: op!.method })),
    };
    createNode({ ...fields, id: createNodeId(`ApiTag-${tag.slug}`), internal: { type: 'ApiTag', contentDigest: createContentDigest(fields) } });
  });

  model.operations.forEach((op, order) => {
    const fields = { ...op, order, pagePath: `${API_BASE}/${op.slug}`, tag: createNodeId(`ApiTag-${op.tagSlug}`) };
    createNode({ ...fields, id: createNodeId(`ApiOperation-${op.id}`), internal: { type: 'ApiOperation', contentDigest: createContentDigest(fields) } });
  });
  reporter.info(`OpenAPI: ${model.operations.length} operations in ${model.tags.length} tags from ${siteConfig.openApiSpec}`);
};
