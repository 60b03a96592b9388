/**
 * Turns MDX files into typed Doc and ClientExample nodes (and _category.yaml files into
 * DocCategory nodes). Frontmatter is validated here, before anything is written, so a bad
 * file stops the build with its name and field.
 */
import path from 'path';
import fs from 'fs';
import yaml from 'js-yaml';
import type { CreateNodeArgs, GatsbyNode, Node } from 'gatsby';
import { DOC_FRONTMATTER, validateFrontmatter } from '../lib/frontmatter';
import { CLIENT_EXAMPLE_FRONTMATTER, clientExampleConsistency } from '../lib/clientExample';
import { extractHeadings } from '../lib/headings';
import { docRouteFromRelativePath } from '../lib/paths';
import { reportContentProblem } from './dev-overlay';
import { lastCommitDate } from './git-dates';
import { createAppLogos } from './app-logos';

const GithubSlugger = require('github-slugger').default;

const projectRoot = path.resolve(__dirname, '..', '..');

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

export function headingsOf(body: string) {
  const slugger = new GithubSlugger();
  return extractHeadings(body, (text: string) => slugger.slug(text));
}

function repoRelative(absolutePath: string): string {
  return path.relative(projectRoot, absolutePath).split(path.sep).join('/');
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

export const onCreateNode: GatsbyNode['onCreateNode'] = args => {
  const { node, getNode } = args;
  if (node.internal.type === 'File' && (node as FileNode).sourceInstanceName === 'docs' && (node as FileNode).base === '_category.yaml') {
    createCategoryNode(node as FileNode, args);
    return;
  }

  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.internal.type !== 'File') return;
  const mdx = node as MdxNode;
  const source: MdxSource = {
    file,
    mdx,
    where: repoRelative(file.absolutePath),
    data: mdx.frontmatter ?? {},
    headings: headingsOf(mdx.body ?? ''),
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

/** The Prose node's fields: prose has no frontmatter (its page's title and route come from code). */
function proseFields({ file, mdx, where, data, headings }: MdxSource, reporter: Reporter): Record<string, unknown> | null {
  if (fail(reporter, { where, absolutePath: file.absolutePath }, validateFrontmatter(where, data, {}))) return null;
  return { name: `${file.sourceInstanceName}/${file.name}`, sourcePath: where, headings, mdxId: mdx.id };
}

/** A DocCategory node from a `_category.yaml` (the sidebar label and position of its folder). */
function createCategoryNode(file: FileNode, { actions, createNodeId, createContentDigest, reporter }: CreateNodeArgs): void {
  const where = repoRelative(file.absolutePath);
  let data: Record<string, unknown>;
  try {
    data = (yaml.load(fs.readFileSync(file.absolutePath, 'utf8')) ?? {}) as Record<string, unknown>;
  } catch (error) {
    reporter.panicOnBuild(`${where}: invalid YAML: ${(error as Error).message}`);
    return;
  }
  const errors = validateFrontmatter(where, data, { label: { kind: 'string', required: true }, position: { kind: 'number' } });
  if (fail(reporter, { where, absolutePath: file.absolutePath }, errors)) return;
  actions.createNode({
    id: createNodeId(`DocCategory-${file.relativeDirectory}`),
    parent: file.id,
    directory: file.relativeDirectory,
    label: data.label as string,
    position: (data.position as number | undefined) ?? null,
    internal: { type: 'DocCategory', contentDigest: createContentDigest(data) },
  });
}

/** An MDX file with what every typed node made from it needs. */
interface MdxSource {
  file: FileNode;
  mdx: MdxNode;
  /** Repo-relative path, for errors and `sourcePath`. */
  where: string;
  data: Record<string, unknown>;
  headings: ReturnType<typeof headingsOf>;
}

/** A typed child of the MDX node (so body and content path stay reachable). */
function createMdxChild(
  type: 'Doc' | 'ClientExample' | 'Prose',
  fields: Record<string, unknown>,
  { node, actions, createNodeId, createContentDigest }: CreateNodeArgs,
): void {
  const child = { ...fields, id: createNodeId(`${type}-${node.id}`), parent: node.id, internal: { type, contentDigest: createContentDigest(fields) } };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}

/** The Doc node's fields, or null (after reporting) when the frontmatter is invalid. */
function docFields({ file, mdx, where, data, headings }: MdxSource, reporter: Reporter): Record<string, unknown> | null {
  if (fail(reporter, { where, absolutePath: file.absolutePath }, validateFrontmatter(where, data, DOC_FRONTMATTER))) return null;
  return {
    slug: docRouteFromRelativePath(file.relativePath),
    title: data.title as string,
    description: data.description as string,
    sidebarLabel: (data.sidebar_label as string | undefined) ?? null,
    sidebarPosition: (data.sidebar_position as number | undefined) ?? null,
    category: file.relativeDirectory,
    draft: data.draft === true,
    sourcePath: where,
    lastUpdated: lastCommitDate(file.absolutePath),
    headings,
    mdxId: mdx.id,
  };
}

/** The ClientExample node's fields, or null (after reporting) when the frontmatter is invalid or inconsistent. */
function clientExampleFields({ file, mdx, where, data, headings }: MdxSource, reporter: Reporter): Record<string, unknown> | null {
  const errors = [...validateFrontmatter(where, data, CLIENT_EXAMPLE_FRONTMATTER), ...clientExampleConsistency(where, data)];
  if (fail(reporter, { where, absolutePath: file.absolutePath }, errors)) return null;
  const lastChecked = data.lastChecked instanceof Date ? data.lastChecked.toISOString().slice(0, 10) : String(data.lastChecked);
  return {
    route: file.name,
    slug: `/docs/client-examples/${file.name}`,
    name: data.name as string,
    description: data.description as string,
    homepage: data.homepage as string,
    category: data.category as string,
    redirectUris: data.redirectUris as string[],
    pkce: data.pkce as string,
    clientType: data.clientType as string,
    groupsClaim: data.groupsClaim as boolean,
    roleMapping: (data.roleMapping as string | undefined) ?? null,
    minVersion: data.minVersion === undefined || data.minVersion === null ? null : String(data.minVersion),
    lastChecked,
    sources: data.sources as string[],
    draft: data.draft === true,
    sourcePath: where,
    lastUpdated: lastCommitDate(file.absolutePath),
    // A fresh index per guide: a few milliseconds, and no state kept between builds.
    logo: createAppLogos().logo(file.name),
    headings,
    mdxId: mdx.id,
  };
}
