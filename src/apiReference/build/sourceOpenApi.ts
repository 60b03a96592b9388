/**
 * Reads and validates the OpenAPI document, then sources one ApiInfo node, one ApiTag
 * node per tag and one ApiOperation node per operation. An invalid spec stops the build
 * before any page is written, with the file, JSON pointer and reason.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Node } from 'gatsby';
import { openApiSpec } from './openApiFiles';
import { loadApiModel, OpenApiError, type ApiModel } from '../core';
import type { ApiOperation, ApiSchemaPage } from '../core/types';
import { isDevelopServer } from '../../lib/environment';
import { codeFingerprint, hashDirectory } from '../../gatsby/develop/codeFingerprint';

import { API_BASE, schemaPagePath } from '../core/routes';
import { API_OVERVIEW_PATH } from '../../lib/siteRoutes';
import { PROJECT_ROOT } from '../../gatsby/projectRoot';

function specPath(): string {
  return path.resolve(PROJECT_ROOT, openApiSpec);
}

type SourceArgs = Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0];

/** Loads the spec; null (after reporting why) when it is invalid. */
async function loadModel(reporter: SourceArgs['reporter'], report: (message: string) => void) {
  try {
    return await loadApiModel(specPath());
  } catch (error) {
    report(`Invalid OpenAPI document: ${error instanceof OpenApiError ? error.message : `${openApiSpec}: ${(error as Error).message}`}`);
    return null;
  }
}

/**
 * Develop's start reuses the model of an unchanged spec from Gatsby's cache: reading,
 * validating and converting it takes seconds on every start. The key covers the spec's folder
 * (where its external $ref files live) and the code fingerprint (the samples' base URL,
 * POCKET_ID_URL, is code).
 */
async function startModel(args: SourceArgs, report: (message: string) => void): Promise<ApiModel | null> {
  if (!isDevelopServer()) return loadModel(args.reporter, report);
  const hash = hashDirectory(crypto.createHash('sha1'), path.dirname(specPath()));
  const key = `api-model-${hash.update(`${specPath()}\0${codeFingerprint()}`).digest('hex')}`;
  const cached = (await args.cache.get(key)) as ApiModel | undefined;
  if (cached) return cached;
  const model = await loadModel(args.reporter, report);
  if (model) await args.cache.set(key, model);
  return model;
}

/**
 * The fields createApiNodes gives the nodes that pages read whole (readApiNode), by node type.
 * An operation's `id` is its node's; `tag` is the id of its primary tag's ApiTag node.
 */
interface ApiNodeFields {
  ApiOperation: Omit<ApiOperation, 'id'> & { order: number; pagePath: string; tag: string };
  ApiSchema: ApiSchemaPage & { order: number; pagePath: string };
}

/**
 * The node `id` as createApiNodes made it, checked to be of `type`: pages read operations and
 * schemas from their nodes, which hold more than a query should copy (their schema trees).
 */
export function readApiNode<T extends keyof ApiNodeFields>(getNode: (id: string) => Node | undefined, id: string, type: T): ApiNodeFields[T] & { id: string } {
  const node = getNode(id);
  if (node?.internal.type !== type) {
    throw new Error(`API reference: expected an ${type} node with id ${id}, found ${node ? `an ${node.internal.type} node` : 'none'}`);
  }
  // Gatsby types nodes loosely; the check above and ApiNodeFields, which createApiNodes' fields must satisfy, make this one.
  return node as unknown as ApiNodeFields[T] & { id: string };
}

/** Creates the ApiInfo, ApiTag, ApiOperation and ApiSchema nodes of `model`; returns their ids. */
function createApiNodes(model: ApiModel, { actions, createNodeId, createContentDigest }: SourceArgs): Set<string> {
  const { createNode } = actions;
  const ids = new Set<string>();
  const create = (id: string, type: string, fields: object) => {
    ids.add(id);
    createNode({ ...fields, id, internal: { type, contentDigest: createContentDigest(fields) } });
  };
  const info = { ...model.info, specFile: path.relative(process.cwd(), specPath()).split(path.sep).join('/'), path: API_OVERVIEW_PATH };
  create(createNodeId('ApiInfo'), 'ApiInfo', info);

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
    create(createNodeId(`ApiTag-${tag.slug}`), 'ApiTag', fields);
  });

  model.operations.forEach((op, order) => {
    const fields: ApiNodeFields['ApiOperation'] = { ...op, order, pagePath: `${API_BASE}/${op.slug}`, tag: createNodeId(`ApiTag-${op.tagSlug}`) };
    create(createNodeId(`ApiOperation-${op.id}`), 'ApiOperation', fields);
  });

  model.schemas.forEach((schema, order) => {
    const fields: ApiNodeFields['ApiSchema'] = { ...schema, order, pagePath: schemaPagePath(schema.slug) };
    create(createNodeId(`ApiSchema-${schema.slug}`), 'ApiSchema', fields);
  });
  return ids;
}

/** The OpenAPI spec's nodes (src/gatsby/sourcing/sourceNodes.ts calls this from sourceNodes). */
export async function sourceOpenApiNodes(args: SourceArgs): Promise<void> {
  const { reporter } = args;
  const model = await startModel(args, message => reporter.panicOnBuild(message));
  if (!model) return;
  for (const warning of model.warnings) reporter.warn(`OpenAPI: ${warning}`);
  let ids = createApiNodes(model, args);
  reporter.info(`OpenAPI: ${model.operations.length} operations in ${model.tags.length} tags from ${openApiSpec}`);

  // `gatsby develop` re-sources the spec when it changes (hot reload of the API pages);
  // an invalid edit is reported and the last valid pages stay.
  if (!isDevelopServer()) return;
  const file = specPath();
  let timer: NodeJS.Timeout | undefined;
  const resource = async () => {
    const next = await loadModel(reporter, message => reporter.error(message));
    if (!next) return;
    const created = createApiNodes(next, args);
    for (const id of ids) {
      const stale = created.has(id) ? null : args.getNode(id);
      if (stale) args.actions.deleteNode(stale);
    }
    ids = created;
    reporter.info(`OpenAPI: ${openApiSpec} changed, API pages updated`);
  };
  // The directory is watched, not the file: editors often save by replacing the file.
  fs.watch(path.dirname(file), (_event, name) => {
    if (name && name.toString() !== path.basename(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void resource(), 200);
  }).unref();
}
