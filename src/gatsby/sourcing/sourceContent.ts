/**
 * Turns MDX files into typed Doc and ClientExample nodes (and _category.yaml files into
 * DocCategory nodes). Frontmatter is validated here, before anything is written, so a bad
 * file stops the build with its name and field.
 */
import path from 'path';
import fs from 'fs';
import yaml from 'js-yaml';
import type { CreateNodeArgs, GatsbyNode, Node } from 'gatsby';
import { parseFrontmatter, type Frontmatter, type FrontmatterSchema } from '../../lib/frontmatter';
import { CATEGORY_FIELDS, DOC_FRONTMATTER, PROSE_FRONTMATTER } from './docFrontmatter';
import { CLIENT_EXAMPLE_FRONTMATTER, clientExampleConsistency } from '../../clientGuides/core/clientExample';
import { docRouteFromRelativePath } from '../../lib/paths';
import { reportContentProblem } from '../develop/devOverlay';
import { lastCommitDate } from './gitDates';
import { clientExampleNodeFields } from '../../clientGuides/build/clientExampleNode';
import { PROJECT_ROOT } from '../projectRoot';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  relativeDirectory: string;
  absolutePath: string;
  base: string;
  name: string;
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  body?: string;
}

const isFileNode = (node: Node | undefined): node is FileNode => node?.internal.type === 'File' && typeof node.sourceInstanceName === 'string';
const isMdxNode = (node: Node): node is MdxNode => node.internal.type === 'Mdx';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function repoRelative(absolutePath: string): string {
  return path.relative(PROJECT_ROOT, absolutePath).split(path.sep).join('/');
}

type Reporter = CreateNodeArgs['reporter'];

/** A content file as errors name it: repo-relative for the message, absolute for the dev overlay. */
interface ContentFile {
  where: string;
  absolutePath: string;
}

/** Reports invalid frontmatter (terminal; in develop also the error overlay, cleared once valid). */
function fail(reporter: Reporter, { where, absolutePath }: ContentFile, messages: string[]): boolean {
  reportContentProblem(where, absolutePath, 'Invalid frontmatter', messages);
  if (messages.length === 0) return false;
  reporter.panicOnBuild(`Invalid frontmatter:\n  ${messages.join('\n  ')}`);
  return true;
}

/** A file's fields typed by `schema`, or null after reporting (with `extra` problems, e.g. cross-field rules). */
function frontmatter<S extends FrontmatterSchema>(
  reporter: Reporter,
  file: ContentFile,
  data: Record<string, unknown>,
  schema: S,
  extra: string[] = [],
): Frontmatter<S> | null {
  const { value, errors } = parseFrontmatter(file.where, data, schema);
  return fail(reporter, file, [...errors, ...extra]) ? null : value;
}

export const onCreateNode: GatsbyNode['onCreateNode'] = args => {
  const { node, getNode } = args;
  if (isFileNode(node) && node.sourceInstanceName === 'docs' && node.base === '_category.yaml') {
    createCategoryNode(node, args);
    return;
  }

  if (!isMdxNode(node) || !node.parent) return;
  const file = getNode(node.parent);
  if (!isFileNode(file)) return;
  const mdx = node;
  const source: MdxSource = {
    file,
    mdx,
    where: repoRelative(file.absolutePath),
    data: mdx.frontmatter ?? {},
  };
  if (file.sourceInstanceName === 'docs') {
    const fields = docFields(source, args.reporter);
    if (fields) createMdxChild('Doc', fields, args);
    return;
  }
  if (file.sourceInstanceName === 'client-examples') {
    const fields = clientExampleFields(source, args.reporter);
    if (fields) createMdxChild('ClientExample', fields, args);
    return;
  }
  if (file.sourceInstanceName === 'pages' || file.sourceInstanceName === 'partials') {
    const fields = proseFields(source, args.reporter);
    if (fields) createMdxChild('Prose', fields, args);
  }
};

/** The Prose node's fields: a page's prose may have a lead (PROSE_FRONTMATTER; its title and route come from code), a partial no frontmatter. */
function proseFields({ file, mdx, where, data }: MdxSource, reporter: Reporter): Record<string, unknown> | null {
  const fields = frontmatter(reporter, { where, absolutePath: file.absolutePath }, data, file.sourceInstanceName === 'pages' ? PROSE_FRONTMATTER : {});
  if (!fields) return null;
  return { name: `${file.sourceInstanceName}/${file.name}`, description: null, ...fields, sourcePath: where, mdxId: mdx.id };
}

/** A DocCategory node from a `_category.yaml` (the sidebar label and position of its folder). */
function createCategoryNode(file: FileNode, { actions, createNodeId, createContentDigest, reporter }: CreateNodeArgs): void {
  const where = repoRelative(file.absolutePath);
  let data: unknown;
  try {
    data = yaml.load(fs.readFileSync(file.absolutePath, 'utf8')) ?? {};
  } catch (error) {
    reporter.panicOnBuild(`${where}: invalid YAML: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const category = frontmatter(reporter, { where, absolutePath: file.absolutePath }, isRecord(data) ? data : { '(not a map)': data }, CATEGORY_FIELDS);
  if (!category) return;
  actions.createNode({
    id: createNodeId(`DocCategory-${file.relativeDirectory}`),
    parent: file.id,
    directory: file.relativeDirectory,
    ...category,
    internal: { type: 'DocCategory', contentDigest: createContentDigest(category) },
  });
}

/** An MDX file with what every typed node made from it needs. */
interface MdxSource {
  file: FileNode;
  mdx: MdxNode;
  /** Repo-relative path, for errors and `sourcePath`. */
  where: string;
  data: Record<string, unknown>;
}

/** A typed child of the MDX node (so body and content path stay reachable). */
function createMdxChild(
  type: 'Doc' | 'ClientExample' | 'Prose',
  fields: Record<string, unknown>,
  { node, actions, createNodeId, createContentDigest }: CreateNodeArgs,
): void {
  const child = { ...fields, id: createNodeId(`${type}-${node.id}`), parent: node.id, internal: { type, contentDigest: createContentDigest(fields) } };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child });
}

/** A Doc node's values: its frontmatter's, and those the build works out. */
type DocValues = Frontmatter<typeof DOC_FRONTMATTER> & {
  slug: string;
  category: string;
  sourcePath: string;
  lastUpdated: string | null;
  /** Read by the `mdx` field's @link. */
  mdxId: string;
};

/**
 * The values held to the Doc type's generated GraphQL types: a field without one (a new
 * frontmatter field before develop or build has regenerated src/gatsby-types.d.ts) or with
 * another type fails the type check here.
 */
type DocNodeFields = DocValues & Pick<Queries.Doc, Exclude<keyof DocValues, 'mdxId'>>;

/** The Doc node's fields, or null (after reporting) when the frontmatter is invalid. */
function docFields({ file, mdx, where, data }: MdxSource, reporter: Reporter): DocNodeFields | null {
  const doc = frontmatter(reporter, { where, absolutePath: file.absolutePath }, data, DOC_FRONTMATTER);
  if (!doc) return null;
  return {
    slug: docRouteFromRelativePath(file.relativePath),
    ...doc,
    category: file.relativeDirectory,
    sourcePath: where,
    lastUpdated: lastCommitDate(file.absolutePath),
    mdxId: mdx.id,
  };
}

/** The ClientExample node's fields, or null (after reporting) when the frontmatter is invalid or inconsistent. */
function clientExampleFields({ file, mdx, where, data }: MdxSource, reporter: Reporter): Record<string, unknown> | null {
  const guide = frontmatter(reporter, { where, absolutePath: file.absolutePath }, data, CLIENT_EXAMPLE_FRONTMATTER, clientExampleConsistency(where, data));
  return guide && { ...clientExampleNodeFields(guide, file.name), sourcePath: where, lastUpdated: lastCommitDate(file.absolutePath), mdxId: mdx.id };
}
