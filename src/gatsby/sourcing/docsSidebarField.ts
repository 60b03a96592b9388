/**
 * `docsSidebar` root field: the sidebar built from Doc, DocCategory, ClientExample and API
 * nodes. Components read it through a static query, so it is downloaded once and shared
 * by every page instead of riding along in each page's data.
 */
import { buildSidebar, GeneratedSection, SidebarDoc, SidebarCategoryMeta } from '../../lib/sidebar';
import { includesDrafts } from '../../lib/environment';
import { PUBLISHING_MODE } from './publishingMode';
import { API_OVERVIEW_PATH, CLIENT_EXAMPLES_PATH } from '../../lib/siteRoutes';

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<Record<string, unknown>> }>;
}

const SECTION_POSITIONS = { clientExamples: 5, api: 6 };

/**
 * Above this many operations the sidebar lists the API's tags only, and each tag page lists
 * its operations. Every page carries the sidebar, so listing every operation would make the
 * site grow with pages × operations (a 1,200-operation spec: ~300 KB of sidebar in each of
 * ~1,400 pages, all written, then re-read by the post-build).
 * @internal Exported for its tests; production uses it in this file only.
 */
export const SIDEBAR_MAX_OPERATIONS = 300;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- node fields differ per type; buildSidebar checks what it reads
type NodeFields = Record<string, any>;

async function all(nodeModel: NodeModel, type: string): Promise<NodeFields[]> {
  try {
    return Array.from((await nodeModel.findAll({ type })).entries);
  } catch {
    return []; // the type has no nodes yet (e.g. no client examples)
  }
}

/** @internal Exported for its tests; production uses it in this file only. */
export async function sidebarFromNodes(nodeModel: NodeModel) {
  // Read from its node, so that this query is run again when the mode changes (publishingMode.ts).
  const [mode] = await all(nodeModel, PUBLISHING_MODE);
  const drafts = mode ? Boolean(mode.drafts) : includesDrafts();
  const docs = (await all(nodeModel, 'Doc')).filter(doc => drafts || !doc.draft);
  const categories = await all(nodeModel, 'DocCategory');
  const examples = (await all(nodeModel, 'ClientExample')).filter(e => drafts || !e.draft);
  const tags = await all(nodeModel, 'ApiTag');

  const generated: GeneratedSection[] = [];
  if (examples.length) generated.push(clientExamplesSection(examples));
  if (tags.length) generated.push(apiReferenceSection(tags));
  return buildSidebar(
    docs.map<SidebarDoc>(doc => ({
      route: doc.slug,
      directory: doc.category,
      fileName: String(doc.sourcePath).split('/').pop() ?? '',
      title: doc.title,
      sidebarLabel: doc.sidebarLabel,
      sidebarPosition: doc.sidebarPosition,
      draft: doc.draft,
    })),
    categories.map<SidebarCategoryMeta>(c => ({ directory: c.directory, label: c.label, position: c.position })),
    generated,
  );
}

/** The client examples by name, case-insensitively. */
function clientExamplesSection(examples: NodeFields[]): GeneratedSection {
  return {
    position: SECTION_POSITIONS.clientExamples,
    category: {
      type: 'category',
      label: 'Client examples',
      href: CLIENT_EXAMPLES_PATH,
      items: examples
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
        .map(e => ({ type: 'link' as const, label: e.name, href: e.slug, ...(e.draft ? { draft: true } : {}) })),
    },
  };
}

/** The API tags in spec order, each with its operations unless there are too many (see SIDEBAR_MAX_OPERATIONS). */
function apiReferenceSection(tags: NodeFields[]): GeneratedSection {
  const listOperations = tags.reduce((n, tag) => n + (tag.operations as unknown[]).length, 0) <= SIDEBAR_MAX_OPERATIONS;
  return {
    position: SECTION_POSITIONS.api,
    category: {
      type: 'category',
      label: 'API reference',
      href: API_OVERVIEW_PATH,
      items: tags
        .sort((a, b) => a.order - b.order)
        .map(tag =>
          listOperations
            ? {
                type: 'category' as const,
                label: tag.displayName,
                href: tag.path,
                items: (tag.operations as { path: string; summary: string; method: string }[]).map(op => ({
                  type: 'link' as const,
                  label: op.summary,
                  href: op.path,
                  method: op.method,
                })),
              }
            : { type: 'link' as const, label: tag.displayName, href: tag.path },
        ),
    },
  };
}

/** The `docsSidebar` root field, for createResolvers (src/gatsby/sourcing/resolvers.ts). */
export const sidebarResolvers = {
  Query: {
    docsSidebar: {
      type: 'JSON!',
      description: 'The docs sidebar, derived from content folders, frontmatter order, client examples and API tags.',
      resolve: (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => sidebarFromNodes(context.nodeModel),
    },
  },
};
