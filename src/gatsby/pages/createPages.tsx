/**
 * One page per doc and client example (API pages come from src/apiReference/build/createApiPages), plus
 * static redirect stubs for renamed routes. Drafts exist only in `gatsby develop`.
 */
import type { CreatePagesArgs, GatsbyNode } from 'gatsby';
import { neighbours, sidebarSections, SidebarItem } from '../../lib/sidebar';
import siteConfig from '../../siteConfig';
import { checkComponentFile } from './defaultExport';
import { pageCreator, type PageCreator } from './pageCreator';
import { createApiPages } from '../../apiReference/build/createApiPages';
import { createClientExamples } from '../../clientGuides/build/createClientExamples';
import { createHome } from './createHome';
import { renderBody, withBodies } from '../bodies/renderBody';
import type { PageContextOf } from './pageContext';
import { beginBodyRun, endBodyRun } from '../bodies/bodyCache';
import { leadOf, proseOf, queryProse, type ProseFacts } from './prose';
import { queryContent, type ClientExampleNode, type ContentNodes, type DocNode } from './contentQuery';
import { publishSearchPages, SearchPages } from '../../search/build/developIndex';
import { searchArticleHtml } from '../develop/searchArticle';
import { includesDrafts, isDevelopServer, isProductionBuild } from '../../lib/environment';
import { PROJECT_ROOT } from '../projectRoot';
import { template } from './pageTemplates';
import { historyLookup } from '../../history/core/historyMarks';
import { readHistory } from '../../history/build/historyFile';
import { tocGroups } from '../../lib/htmlHeadings';
import { SEARCH_PAGE_PATH } from '../../lib/siteRoutes';

/**
 * Creates doc and guide pages, each with its body rendered to HTML here (pageBodies), in
 * develop as in production. Drafts are pages only where drafts are shown (develop).
 */
async function createContentPages(
  nodes: (DocNode | ClientExampleNode)[],
  {
    pages,
    docsSidebar,
    basePath,
    search,
    setup,
  }: {
    pages: PageCreator;
    docsSidebar: SidebarItem[];
    basePath: string;
    search: SearchPages;
    /** The Pocket ID half of every client guide (content/partials/pocket-id-client-setup.mdx). */
    setup: ProseFacts;
  },
): Promise<void> {
  const shown = nodes.filter(node => !node.draft || includesDrafts());
  const rendered = await withBodies(shown, node =>
    'route' in node ? renderBody('clientExample', { ...node.mdx, facts: node, setup }, basePath) : renderBody('doc', node.mdx, basePath),
  );
  for (const [node, body] of rendered) {
    const { previous, next } = neighbours(docsSidebar, node.slug);
    const title = 'route' in node ? node.name : node.title;
    if (!node.draft) search.add(node.slug, { title, description: node.description, ...body });
    const pageType = 'route' in node ? 'clientExample' : 'doc';
    // An index page lists its groups, with their sizes, instead of every entry (frontmatter `toc_groups`).
    const headings = 'tocGroups' in node && node.tocGroups ? tocGroups(body.headings) : body.headings;
    const context: PageContextOf<'doc'> | PageContextOf<'clientExample'> = { id: node.id, previous, next, ...body, headings };
    pages.create({ path: node.slug, component: template(pageType), context }, node.sourcePath);
  }
}

/** Mixed-case guide routes (oCIS, Talos) are also reachable in lower case. */
function lowerCaseRedirects(pages: PageCreator, examples: ClientExampleNode[]): void {
  for (const example of examples) {
    const lower = example.slug.toLowerCase();
    if (lower !== example.slug && (includesDrafts() || !example.draft)) pages.redirect(lower, example.slug, example.sourcePath);
  }
}

/** Old addresses that Pocket ID 2.14's admin UI still links to, and where they live now. */
const PRODUCT_UI_LINKS: [string, string][] = [['/docs/advanced/callback-url-wildcards', '/docs/guides/callback-url-wildcards']];

export const createPages: GatsbyNode['createPages'] = async (args: CreatePagesArgs) => {
  const { actions, reporter } = args;
  let content: ContentNodes;
  try {
    content = await queryContent(args);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const { docs, clientExamples, docsSidebar } = content;

  let prose, setup;
  try {
    prose = await queryProse(args);
    setup = proseOf(prose, 'partials/pocket-id-client-setup');
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  // Each template is named once, where its pages are made; each needs a default export, checked
  // before its first page (onCreatePage does not see pages this plugin creates).
  const checkComponent = (component: string) => {
    const problem = checkComponentFile(component, PROJECT_ROOT);
    if (problem) reporter.panicOnBuild(problem);
  };
  const pages = pageCreator(actions, { redirectComponent: template('redirect'), checkComponent });
  const { basePath } = args;
  const search = new SearchPages(searchArticleHtml);
  // Develop keeps rendered bodies in Gatsby's cache across restarts; a production build renders them all.
  beginBodyRun(isDevelopServer() ? args.cache : null);
  try {
    // Made here rather than from src/pages: the docs index's route keeps its slash (`/docs/`, as every link says).
    const index = proseOf(prose, 'pages/docs-index');
    const description = leadOf(index);
    const facts = { sections: sidebarSections(docsSidebar), lead: description };
    const indexBody = await renderBody('docsIndex', { body: index.body, file: index.file, facts }, basePath);
    const indexContext: PageContextOf<'docsIndex'> = { description, ...indexBody };
    pages.create({ path: '/docs/', component: template('docsIndex'), context: indexContext }, 'content/pages/docs-index.mdx');
    const searchProse = proseOf(prose, 'pages/search');
    const searchFacts = { sidebar: docsSidebar, siteHost: new URL(siteConfig.siteUrl).host };
    const searchBody = await renderBody('search', { body: searchProse.body, file: searchProse.file, facts: searchFacts }, basePath);
    const searchContext: PageContextOf<'search'> = { description: leadOf(searchProse), ...searchBody };
    pages.create({ path: SEARCH_PAGE_PATH, component: template('search'), context: searchContext }, 'content/pages/search.mdx');
    // Both addresses of the 404 page: /404.html is the file hosts serve for an unknown address,
    // and the one Gatsby's loader falls back to. Gatsby would copy /404/ there itself, but only
    // when /404/ changes, so develop's next createPages run would drop an untouched copy.
    const notFound = proseOf(prose, 'pages/not-found');
    const notFoundBody = await renderBody('notFound', { body: notFound.body, file: notFound.file }, basePath);
    const notFoundContext: PageContextOf<'notFound'> = notFoundBody;
    for (const route of ['/404/', '/404.html']) {
      pages.create({ path: route, component: template('notFound'), context: notFoundContext }, 'content/pages/not-found.mdx');
    }
    await createContentPages([...docs, ...clientExamples], { pages, docsSidebar, basePath, search, setup });
  } catch (error) {
    reporter.panicOnBuild(`Could not render a page body: ${(error as Error).message}`);
    return;
  }
  lowerCaseRedirects(pages, clientExamples);
  // Addresses Pocket ID's own admin UI links to (frontend/messages/en.json, e.g. callback_url_description) that this site names otherwise.
  for (const [from, to] of PRODUCT_UI_LINKS) pages.redirect(from, to, 'src/gatsby/pages/createPages.tsx');

  await createHome(args, { pages, component: template('home'), basePath, prose });
  await createClientExamples(args, { pages, component: template('clientExamples'), basePath, search, prose });
  const history = historyLookup(readHistory(PROJECT_ROOT));
  await createApiPages(args, { pages, template, docsSidebar, search, prose, operationMark: name => history('operation', name) }, basePath);
  endBodyRun();
  publishSearchPages(search);

  for (const { route, sources } of pages.duplicates()) {
    reporter.warn(`Duplicate route ${route}: created by ${sources.join(' and ')}; the last one wins.`);
  }
};

/**
 * Pages from src/pages (any a writer adds) and Gatsby's own (develop's 404 page, the copy of
 * /404/ at /404.html) follow the route table (no
 * trailing slash) and must have a default export; in develop a missing one is explained on
 * the page itself.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, reporter }) => {
  const { createPage, deletePage } = actions;
  if (page.context?.missingExport) return;
  const problem = checkComponentFile(page.component, PROJECT_ROOT);
  if (problem) {
    if (isProductionBuild()) {
      reporter.panicOnBuild(problem);
      return;
    }
    reporter.error(problem);
    deletePage(page);
    createPage({ ...page, component: template('missingExport'), context: { ...page.context, missingExport: problem } });
    return;
  }
  const keepsSlash = page.path === '/' || /^\/404/.test(page.path) || page.path.startsWith('/dev-404');
  if (siteConfig.trailingSlash === 'ignore' && page.path.endsWith('/') && !keepsSlash) {
    deletePage(page);
    createPage({ ...page, path: page.path.replace(/\/+$/, '') });
  }
};
