/**
 * API reference pages: the overview, one page per tag, per operation and per long component
 * schema, and the redirect of /docs/api to the overview (renamed pages' redirects: apiRedirects.ts).
 * One query reads what every page type needs; each page type has its function below.
 */
import type { CreatePagesArgs, Reporter } from 'gatsby';
import type { PageCreator } from '../../gatsby/pages/pageCreator';
import type { PageType } from '../../gatsby/pages/pageTemplates';
import { createRenamedPageRedirects } from './apiRedirects';
import { neighbours, SidebarItem } from '../../lib/sidebar';
import { readApiNode } from './sourceOpenApi';
import { API_INFO_REDIRECT_PATH, API_OVERVIEW_TITLE } from '../core/routes';
import { renderBody, withBodies } from '../../gatsby/bodies/renderBody';
import type { SearchPages } from '../../search/build/developIndex';
import type { OperationBodyFacts } from '../browser/OperationBody';
import type { ApiOverviewFacts } from '../browser/apiOverviewFacts';
import { leadOf, proseOf, type ProseFiles } from '../../gatsby/pages/prose';
import type { OperationHeaderFacts } from '../browser/OperationHeader';
import type { PageContextOf } from '../../gatsby/pages/pageContext';
import type { WithJson } from '../../lib/pageData';
import { queryData } from '../../gatsby/pages/queryData';
import { API_OVERVIEW_PATH } from '../../lib/siteRoutes';
import type { SinceMarkFacts } from '../../history/core/historyMarks';

interface PageHelpers {
  pages: PageCreator;
  template: (type: PageType) => string;
  docsSidebar: SidebarItem[];
  search: SearchPages;
  prose: ProseFiles;
  /** The "since" mark of an operation, by `METHOD /path` (Pocket ID's history; the shell reads the file). */
  operationMark?: (name: string) => SinceMarkFacts | undefined;
}

/** What every page type's function below needs besides the query's result. */
interface ApiPageSite extends PageHelpers {
  basePath: string;
  reporter: Reporter;
  getNode: CreatePagesArgs['getNode'];
}

/** `apiInfo`'s JSON fields, as the render model (../core/) stored them. */
type ApiInfoJson = Pick<NonNullable<ApiOverviewFacts['info']>, 'servers' | 'securitySchemes' | 'license'>;
type ApiReferencePages = WithJson<
  Queries.ApiReferencePagesQuery,
  { apiInfo: WithJson<NonNullable<Queries.ApiReferencePagesQuery['apiInfo']>, ApiInfoJson> | null }
>;

export async function createApiPages({ graphql, reporter, getNode }: CreatePagesArgs, helpers: PageHelpers, basePath = ''): Promise<void> {
  const reference = await queryApiReference(graphql);
  const site: ApiPageSite = { ...helpers, basePath, reporter, getNode };
  // Every body is rendered to HTML here (pageBodies), in develop as in production.
  await createOverviewPage(reference, site);
  const { apiInfo } = reference;
  if (!apiInfo) return;
  await createTagPages(reference, apiInfo.specFile, site);
  await createOperationPages(reference, apiInfo.specFile, site);
  await createSchemaPages(reference, apiInfo.specFile, site);
  const liveSlugs = new Set([...reference.allApiOperation.nodes.map(o => o.slug), ...reference.allApiTag.nodes.map(t => t.slug)]);
  createRenamedPageRedirects(liveSlugs, site.pages, reporter);
}

/** The API reference's ids, routes and list facts. */
function queryApiReference(graphql: CreatePagesArgs['graphql']): Promise<ApiReferencePages> {
  // Only ids and routes here: each body is read from its node when its page is rendered, so a
  // large spec's operations (tens of MB of schema trees) are never all copied into one result.
  return queryData(
    'the API reference',
    graphql<ApiReferencePages>(`
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
    `),
  );
}

/** The overview (made even without a spec, from its prose), and /docs/api's redirect to it. */
async function createOverviewPage({ allApiOperation, allApiTag, apiInfo }: ApiReferencePages, { pages, template, search, prose, basePath }: ApiPageSite) {
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
  const overviewProse = proseOf(prose, 'pages/api-overview');
  const { body, file } = overviewProse;
  const description = leadOf(overviewProse);
  const overviewBody = await renderBody('apiOverview', { body, file, facts: overview }, basePath);
  search.add(API_OVERVIEW_PATH, { title: API_OVERVIEW_TITLE, description, ...overviewBody });
  const overviewContext: PageContextOf<'apiOverview'> = { description, ...overviewBody };
  pages.create({ path: API_OVERVIEW_PATH, component: template('apiOverview'), context: overviewContext }, apiInfo?.specFile ?? 'API overview');
  if (apiInfo) pages.redirect(API_INFO_REDIRECT_PATH, API_OVERVIEW_PATH, apiInfo.specFile);
}

/** One page per tag: its description and its operations, each with its HTTP path. */
async function createTagPages(
  { allApiOperation, allApiTag }: ApiReferencePages,
  specFile: string,
  { pages, template, docsSidebar, search, basePath }: ApiPageSite,
) {
  const httpPaths = new Map(allApiOperation.nodes.map(op => [op.slug, op.path]));
  const rendered = await withBodies(allApiTag.nodes, tag => {
    const operations = tag.operations.map(op => ({ ...op, httpPath: httpPaths.get(op.slug) ?? '' }));
    return renderBody('apiTag', { descriptionHtml: tag.descriptionHtml, operations }, basePath);
  });
  for (const [tag, body] of rendered) {
    const { previous, next } = neighbours(docsSidebar, tag.path);
    search.add(tag.path, { title: tag.displayName, ...body });
    const context: PageContextOf<'apiTag'> = { id: tag.id, previous, next, ...body };
    pages.create({ path: tag.path, component: template('apiTag'), context }, `${specFile} (tag ${tag.slug})`);
  }
}

/** One page per operation, its facts read from its node; its header names its tag's page. */
async function createOperationPages({ allApiOperation, allApiTag }: ApiReferencePages, specFile: string, site: ApiPageSite) {
  const { pages, template, docsSidebar, search, basePath, reporter, getNode, operationMark } = site;
  const tagsById = new Map(allApiTag.nodes.map(tag => [tag.id, tag]));
  const withTags = allApiOperation.nodes.flatMap(op => {
    const facts = readApiNode(getNode, op.id, 'ApiOperation');
    const tag = tagsById.get(facts.tag);
    if (tag) return [{ op, facts, tag }];
    reporter.panicOnBuild(`${specFile}: operation ${op.slug} has no tag page`);
    return [];
  });
  const rendered = await withBodies(withTags, ({ facts, tag }) => {
    const header: OperationHeaderFacts = {
      method: facts.method,
      path: facts.path,
      pathSegments: facts.pathSegments,
      operationId: facts.operationId,
      tag: { displayName: tag.displayName, path: tag.path },
      sinceMark: operationMark?.(`${facts.method.toUpperCase()} ${facts.path}`),
    };
    const { descriptionHtml, deprecated, auth, parameters, requestBody, responses, codeSamples } = facts;
    const bodyFacts: OperationBodyFacts = { descriptionHtml, deprecated, auth, parameters, requestBody, responses, codeSamples };
    return renderBody('apiOperation', { body: bodyFacts, header }, basePath);
  });
  for (const [{ op, facts }, body] of rendered) {
    const { previous, next } = neighbours(docsSidebar, op.pagePath);
    search.add(op.pagePath, { title: facts.title, ...body });
    const context: PageContextOf<'apiOperation'> = { id: op.id, previous, next, ...body };
    pages.create({ path: op.pagePath, component: template('apiOperation'), context }, `${specFile} (${op.slug})`);
  }
}

/** Component schemas too long to repeat in each operation (a large spec's): one page each. */
async function createSchemaPages({ allApiSchema }: ApiReferencePages, specFile: string, { pages, template, search, basePath, getNode }: ApiPageSite) {
  const rendered = await withBodies(allApiSchema.nodes, schema =>
    renderBody('apiSchema', { name: schema.name, title: schema.title, tree: readApiNode(getNode, schema.id, 'ApiSchema').tree }, basePath),
  );
  for (const [schema, body] of rendered) {
    const context: PageContextOf<'apiSchema'> = { name: schema.name, title: schema.title, pagePath: schema.pagePath, ...body };
    search.add(schema.pagePath, { title: schema.title, ...body });
    pages.create({ path: schema.pagePath, component: template('apiSchema'), context }, `${specFile} (schema ${schema.slug})`);
  }
}
