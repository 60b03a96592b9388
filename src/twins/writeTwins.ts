/**
 * After the build: a Markdown twin next to every page of the sitemap (`/docs/x.md`), then
 * `/llms.txt` and `/llms-full.txt` from those twins. Docs and client guides are converted
 * from their MDX source, API operations from the OpenAPI render model, and the pages
 * written as React (home, indexes, API tags) from their built HTML.
 */
import fs from 'fs';
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import siteConfig from '../siteConfig';
import { absoluteUrl, markdownTwinPath, twinDocument } from './markdownTwin';
import { mdxToMarkdown } from './mdxToMarkdown';
import { clientFactsMarkdown } from '../clientGuides/core/clientSetupMarkdown';
import { mdxElement, renderStatic } from '../gatsby/bodies/renderStatic';
import { clientSetupComponents } from '../clientGuides/browser/clientSetupComponents';
import { proseOf, queryProse } from '../gatsby/pages/prose';
import { OperationMarkdown, TwinOperation } from './apiOperationMarkdown';
import { htmlToMarkdown } from './htmlToMarkdown';
import { readDocument, withoutPageFrame } from '../lib/htmlStream';
import { DomUtils } from 'htmlparser2';
import { LlmsPage, llmsFullTxt, llmsTxt } from './llmsTxt';
import { pageSections } from './pageSections';
import { queryContent } from '../gatsby/pages/contentQuery';
import type { WithJson } from '../lib/pageData';
import type { SchemaNode } from '../apiReference/core/types';
import { schemaPageDescription } from '../apiReference/core/schemaPages';
import { sitemapLocations } from './sitemapLocations';
import { API_OVERVIEW_PATH, API_PATH_PREFIX } from '../lib/siteRoutes';
import { queryData } from '../gatsby/pages/queryData';
import { PROJECT_ROOT } from '../gatsby/projectRoot';
import { historyLookup, releaseSummaries } from '../history/core/historyMarks';
import { readHistory } from '../history/build/historyFile';

/** A page of the sitemap with what its card and llms.txt entry show. */
interface TwinPage {
  route: string;
  title: string;
  description: string | null;
  section: string;
  /** Docs and guides go into llms-full.txt whole; the API reference as links. */
  inFull: boolean;
  /** False for API operations, which share their tag's social card (see the operation template's Head). */
  ownCard: boolean;
}

/** The JSON fields of the queried operations and schemas, as the render model (src/apiReference/core/) stored them. */
type TwinQuery = Queries.MarkdownTwinPagesQuery;
type OperationNode = WithJson<
  TwinQuery['allApiOperation']['nodes'][number],
  Pick<TwinOperation, 'auth' | 'parameters' | 'requestBody' | 'responses' | 'codeSamples'>
>;
type SchemaPageNode = WithJson<TwinQuery['allApiSchema']['nodes'][number], { tree: SchemaNode }>;
type TwinPages = WithJson<TwinQuery, { allApiOperation: { nodes: readonly OperationNode[] }; allApiSchema: { nodes: readonly SchemaPageNode[] } }>;

/** Routes of the sitemap files the sitemap plugin wrote, without the site URL and path prefix. */
function sitemapRoutes(publicDir: string, prefix: string): string[] {
  const routes: string[] = [];
  for (const name of fs.readdirSync(publicDir).filter(n => /^sitemap-\d+\.xml$/.test(n))) {
    const xml = fs.readFileSync(path.join(publicDir, name), 'utf8');
    for (const location of sitemapLocations(xml)) {
      let route = location.replace(siteConfig.siteUrl.replace(/\/+$/, ''), '');
      if (prefix && route.startsWith(`${prefix}/`)) route = route.slice(prefix.length);
      routes.push(route || '/');
    }
  }
  return routes;
}

function builtHtmlFile(publicDir: string, route: string): string {
  return route === '/' ? path.join(publicDir, 'index.html') : path.join(publicDir, route.replace(/\/$/, ''), 'index.html');
}

/** Title (the h1), description and body of a page written as React, from its built HTML. */
function fromBuiltHtml(html: string, resolveLink: (p: string) => string): { title: string; description: string | null; body: string } {
  // The page frame (lead, inline contents, page actions, meta row) is not content.
  const document = readDocument(html, withoutPageFrame);
  const main = DomUtils.findOne(el => el.name === 'main', document.children);
  const description = DomUtils.findOne(el => el.name === 'meta' && el.attribs.name === 'description', document.children)?.attribs.content ?? null;
  if (!main) return { title: '', description, body: '' };
  // The h1 is the twin's title.
  const h1 = DomUtils.findOne(el => el.name === 'h1', main.children);
  if (h1) DomUtils.removeElement(h1);
  return { title: h1 ? DomUtils.textContent(h1).trim() : '', description, body: htmlToMarkdown(main.children, { resolveLink, headingShift: 0 }) };
}

export async function writeMarkdownTwins(
  { graphql }: Pick<CreatePagesArgs, 'graphql'>,
  publicDir: string,
  prefix: string,
): Promise<{ pages: TwinPage[]; llmsFullBytes: number }> {
  const content = await queryContent({ graphql });
  const { allApiOperation, allApiSchema } = await queryData(
    'the API pages for their Markdown twins',
    graphql<TwinPages>(`
      query MarkdownTwinPages {
        allApiOperation {
          nodes {
            pagePath
            method
            path
            title
            operationId
            descriptionMarkdown
            deprecated
            auth
            parameters
            requestBody
            responses
            codeSamples
            tag {
              displayName
              path
            }
          }
        }
        allApiSchema(sort: { order: ASC }) {
          nodes {
            pagePath
            name
            tree
          }
        }
      }
    `),
  );
  const setupProse = proseOf(await queryProse({ graphql }), 'partials/pocket-id-client-setup');
  const docs = new Map(content.docs.map(n => [n.slug, n]));
  const guides = new Map(content.clientExamples.map(n => [n.slug, n]));
  const operations = new Map(allApiOperation.nodes.map(n => [n.pagePath, n]));
  const operationsOfTag = new Map<string, string[]>();
  for (const op of allApiOperation.nodes) operationsOfTag.set(op.tag.path, [...(operationsOfTag.get(op.tag.path) ?? []), op.pagePath]);
  // Schema pages are in no sidebar: they belong under the API overview.
  operationsOfTag.set(
    API_OVERVIEW_PATH,
    allApiSchema.nodes.map(s => s.pagePath),
  );
  const schemas = new Map(allApiSchema.nodes.map(n => [n.pagePath, n]));
  const sections = pageSections(content.docsSidebar, operationsOfTag);
  const pageUrl = (route: string) => absoluteUrl(siteConfig.siteUrl, prefix, route);

  const routes = sections.order(sitemapRoutes(publicDir, prefix));
  const twins = new Map<string, string>();
  const pages: TwinPage[] = [];
  const history = readHistory(PROJECT_ROOT);
  const sinceMark = historyLookup(history);
  const releases = releaseSummaries(history);
  for (const route of routes) {
    const url = pageUrl(route);
    const resolveLink = (target: string) => (target.startsWith('#') ? `${url}${target}` : pageUrl(target));
    const section = sections.sectionOf(route);
    const doc = docs.get(route);
    const guide = guides.get(route);
    const operation = operations.get(route);
    const schema = schemas.get(route);
    let page: TwinPage;
    let body: string;
    if (doc) {
      const source = fs.readFileSync(doc.mdx.file, 'utf8');
      body = mdxToMarkdown(source, { file: doc.sourcePath, resolveLink, sinceMark, releases });
      page = { route, title: doc.title, description: doc.description, section, inFull: true, ownCard: true };
    } else if (guide) {
      const source = fs.readFileSync(guide.mdx.file, 'utf8');
      // The Pocket ID half is the page's own partial, rendered with the guide's facts and converted: one source for its words.
      const setupHtml = renderStatic(await mdxElement(setupProse.body, setupProse.file, clientSetupComponents(guide)), prefix);
      const setup = htmlToMarkdown(setupHtml, { resolveLink, headingShift: 0 });
      body = [clientFactsMarkdown(guide), setup, mdxToMarkdown(source, { file: guide.sourcePath, resolveLink })].join('\n\n');
      page = { route, title: `${guide.name} with Pocket ID`, description: guide.description, section, inFull: true, ownCard: true };
    } else if (operation) {
      body = new OperationMarkdown(resolveLink, sinceMark).body(operation);
      page = { route, title: operation.title, description: `${operation.method.toUpperCase()} ${operation.path}`, section, inFull: false, ownCard: false };
    } else if (schema) {
      body = new OperationMarkdown(resolveLink).schemaPage(schema.tree);
      page = { route, title: `${schema.name} schema`, description: schemaPageDescription(schema.name), section, inFull: false, ownCard: false };
    } else {
      const file = builtHtmlFile(publicDir, route);
      if (!fs.existsSync(file)) throw new Error(`Markdown twins: the sitemap lists ${route}, but ${path.relative(PROJECT_ROOT, file)} was not built`);
      const built = fromBuiltHtml(fs.readFileSync(file, 'utf8'), resolveLink);
      body = built.body;
      // The API reference pages stay links in llms-full.txt, like the operations.
      page = {
        route,
        title: built.title || siteConfig.title,
        description: built.description,
        section,
        inFull: !route.startsWith(API_PATH_PREFIX),
        ownCard: true,
      };
    }
    // An operation's body opens with its method and path, which is its llms.txt description.
    const twin = twinDocument({ title: page.title, description: operation ? null : page.description, url, body });
    twins.set(route, twin);
    pages.push(page);
    const file = path.join(publicDir, markdownTwinPath(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, twin);
  }

  const site = { title: siteConfig.title, summary: siteConfig.tagline, fullUrl: pageUrl('/llms-full.txt') };
  const llmsPages: LlmsPage[] = pages.map(p => ({ ...p, twinUrl: pageUrl(markdownTwinPath(p.route)) }));
  fs.writeFileSync(path.join(publicDir, 'llms.txt'), llmsTxt(site, llmsPages));
  const full = llmsFullTxt(site, llmsPages, twins);
  fs.writeFileSync(path.join(publicDir, 'llms-full.txt'), full);
  return { pages, llmsFullBytes: Buffer.byteLength(full) };
}
