/**
 * API reference pages: one per operation and per tag, and static redirects so bookmarks of
 * renamed operations and of /docs/api keep working.
 */
import fs from 'fs';
import React from 'react';
import path from 'path';
import yaml from 'js-yaml';
import type { CreatePagesArgs } from 'gatsby';
import type { PageCreator } from './page-creator';
import { openApiRedirects } from './openapi-files';
import { neighbours, SidebarItem } from '../lib/sidebar';
import { API_BASE, API_OVERVIEW_PATH } from './source-openapi';
import { API_INFO_REDIRECT_PATH } from '../openapi/routes';
import { renderBody } from './page-bodies';
import { renderStatic } from './render-static';
import { SchemaName } from '../components/api/SchemaName';
import type { SearchPages } from '../search/build/develop';
import type { OperationBodyFacts } from '../components/api/OperationBody';
import type { ApiOverviewFacts } from '../components/api/apiOverviewComponents';
import { proseOf, type ProseFiles } from './prose';
import type { OperationHeaderFacts } from '../components/api/OperationHeader';
import type { SchemaNode } from '../openapi/types';
import type { ApiSchemaPageContext } from '../openapi/schemaPages';
import { API_OVERVIEW_DESCRIPTION, API_OVERVIEW_TITLE } from '../openapi/routes';
import type { WithJson } from '../lib/pageData';

interface PageHelpers {
  pages: PageCreator;
  template: (name: string) => string;
  docsSidebar: SidebarItem[];
  search: SearchPages;
  prose: ProseFiles;
}

/** `old-slug: new-slug` pairs from the optional redirects file (errors name the file). */
function readApiRedirects(file: string | null): Record<string, string> {
  if (!file) return {};
  const full = path.resolve(__dirname, '..', '..', file);
  if (!fs.existsSync(full)) return {};
  const data = yaml.load(fs.readFileSync(full, 'utf8'));
  if (!data || typeof data !== 'object' || Array.isArray(data) || Object.values(data).some(v => typeof v !== 'string')) {
    throw new Error(`${file}: expected a map of old-slug: new-slug`);
  }
  return data as Record<string, string>;
}

/** `apiInfo`'s JSON fields, as the render model (src/openapi/) stored them. */
type ApiInfoJson = Pick<NonNullable<ApiOverviewFacts['info']>, 'servers' | 'securitySchemes' | 'license'>;
type ApiReferencePages = WithJson<
  Queries.ApiReferencePagesQuery,
  { apiInfo: WithJson<NonNullable<Queries.ApiReferencePagesQuery['apiInfo']>, ApiInfoJson> | null }
>;

export async function createApiPages({ graphql, reporter, getNode }: CreatePagesArgs, helpers: PageHelpers, basePath = ''): Promise<void> {
  const { pages, template, docsSidebar, search, prose } = helpers;
  // Only ids and routes here: each body is read from its node when its page is rendered, so a
  // large spec's operations (tens of MB of schema trees) are never all copied into one result.
  const result = await graphql<ApiReferencePages>(`
    query ApiReferencePages {
      allApiOperation(sort: { order: ASC }) {
        totalCount
        nodes {
          id
          slug
          pagePath
          path
        }
      }
      allApiTag(sort: { order: ASC }) {
        totalCount
        nodes {
          id
          slug
          path
          displayName
          descriptionHtml
          operations {
            slug
            path
            summary
            method
          }
        }
      }
      allApiSchema(sort: { order: ASC }) {
        nodes {
          id
          slug
          name
          title
          pagePath
        }
      }
      apiInfo {
        id
        specFile
        version
        openapiVersion
        servers
        securitySchemes
        license
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the API reference', result.errors);
    return;
  }
  const { allApiOperation, allApiTag, apiInfo, allApiSchema } = result.data;
  // Every body is rendered to HTML here (page-bodies), in develop as in production.
  const overview: ApiOverviewFacts = {
    operationCount: allApiOperation.totalCount,
    tagCount: allApiTag.totalCount,
    tags: allApiTag.nodes.map(tag => ({
      displayName: tag.displayName,
      path: tag.path,
      descriptionHtml: tag.descriptionHtml,
      operationCount: tag.operations.length,
    })),
    info: apiInfo && {
      version: apiInfo.version,
      openapiVersion: apiInfo.openapiVersion,
      servers: apiInfo.servers,
      securitySchemes: apiInfo.securitySchemes,
      license: apiInfo.license,
    },
  };
  const { body, file, headings } = proseOf(prose, 'pages/api-overview');
  const overviewBody = await renderBody('apiOverview', { body, file, facts: overview }, basePath);
  search.add(API_OVERVIEW_PATH, { title: API_OVERVIEW_TITLE, description: API_OVERVIEW_DESCRIPTION, ...overviewBody });
  const overviewContext = { headings, ...overviewBody };
  pages.create({ path: API_OVERVIEW_PATH, component: template('api-overview'), context: overviewContext }, apiInfo?.specFile ?? 'API overview');
  if (!apiInfo) return;

  // /docs/api redirects to the overview.
  pages.redirect(API_INFO_REDIRECT_PATH, API_OVERVIEW_PATH, apiInfo.specFile);
  const httpPaths = new Map(allApiOperation.nodes.map(op => [op.slug, op.path]));
  for (const tag of allApiTag.nodes) {
    const { previous, next } = neighbours(docsSidebar, tag.path);
    const operations = tag.operations.map(op => ({ ...op, httpPath: httpPaths.get(op.slug) ?? '' }));
    const body = await renderBody('apiTag', { descriptionHtml: tag.descriptionHtml, operations }, basePath);
    search.add(tag.path, { title: tag.displayName, ...body });
    pages.create({ path: tag.path, component: template('api-tag'), context: { id: tag.id, previous, next, ...body } }, `${apiInfo.specFile} (tag ${tag.slug})`);
  }
  const tagsById = new Map(allApiTag.nodes.map(tag => [tag.id, tag]));
  for (const op of allApiOperation.nodes) {
    const { previous, next } = neighbours(docsSidebar, op.pagePath);
    const facts = getNode(op.id) as unknown as OperationBodyFacts & Omit<OperationHeaderFacts, 'tag'> & { tag: string; title: string };
    const tag = tagsById.get(facts.tag);
    if (!tag) {
      reporter.panicOnBuild(`${apiInfo.specFile}: operation ${op.slug} has no tag page`);
      continue;
    }
    const header: OperationHeaderFacts = {
      method: facts.method,
      path: facts.path,
      pathSegments: facts.pathSegments,
      operationId: facts.operationId,
      tag: { displayName: tag.displayName, path: tag.path },
    };
    const { descriptionHtml, deprecated, auth, parameters, requestBody, responses, codeSamples } = facts;
    const bodyFacts: OperationBodyFacts = { descriptionHtml, deprecated, auth, parameters, requestBody, responses, codeSamples };
    const body = await renderBody('apiOperation', { body: bodyFacts, header }, basePath);
    search.add(op.pagePath, { title: facts.title, ...body });
    const context = { id: op.id, previous, next, ...body };
    pages.create({ path: op.pagePath, component: template('api-operation'), context }, `${apiInfo.specFile} (${op.slug})`);
  }

  // Component schemas too long to repeat in each operation (a large spec's): one page each.
  for (const schema of allApiSchema.nodes) {
    const { tree } = getNode(schema.id) as unknown as { tree: SchemaNode };
    const facts = { name: schema.name, title: schema.title, pagePath: schema.pagePath };
    const context: ApiSchemaPageContext = { ...facts, ...(await renderBody('schema', { tree }, basePath)) };
    // The template's header: the schema's own name under a shorter title.
    const headerHtml = renderStatic(<SchemaName name={schema.name} title={schema.title} />, basePath);
    search.add(schema.pagePath, { title: schema.title, headerHtml, contentHtml: context.contentHtml });
    pages.create({ path: schema.pagePath, component: template('api-schema'), context }, `${apiInfo.specFile} (schema ${schema.slug})`);
  }

  let redirects: Record<string, string> = {};
  try {
    redirects = readApiRedirects(openApiRedirects);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const known = new Set([...allApiOperation.nodes.map(o => o.slug), ...allApiTag.nodes.map(t => t.slug)]);
  for (const [from, to] of Object.entries(redirects)) {
    if (!known.has(to)) {
      reporter.warn(`${openApiRedirects}: redirect target "${to}" (from "${from}") is not an API page; skipped.`);
      continue;
    }
    if (known.has(from)) continue; // a live page at the redirect's source wins
    pages.redirect(`${API_BASE}/${from}`, `${API_BASE}/${to}`, openApiRedirects ?? 'redirects');
  }
}
