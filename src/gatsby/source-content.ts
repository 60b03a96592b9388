/**
 * Turns MDX files into typed Doc and ClientExample nodes (and _category.yaml files into
 * DocCategory nodes). Frontmatter is validated here, before anything is written, so a bad
 * file stops the build with its name and field.
 */
import path from 'path';
import fs from 'fs';
import yaml from 'js-yaml';
import type { GatsbyNode, Node } from 'gatsby';
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

/** Reports invalid frontmatter (terminal; in develop also the error overlay, cleared once valid). */
function fail(reporter: { panicOnBuild: (msg: string) => void }, file: string, absolutePath: string, messages: string[]): boolean {
  reportContentProblem(file, absolutePath, 'Invalid frontmatter', messages);
  if (messages.length === 0) return false;
  reporter.panicOnBuild(`Invalid frontmatter:\n  ${messages.join('\n  ')}`);
  return true;
}

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, createNodeId, createContentDigest, reporter }) => {
  const { createNode, createParentChildLink } = actions;

  if (node.internal.type === 'File' && (node as FileNode).sourceInstanceName === 'docs' && (node as FileNode).base === '_category.yaml') {
    const file = node as FileNode;
    const where = repoRelative(file.absolutePath);
    let data: Record<string, unknown>;
    try {
      data = (yaml.load(fs.readFileSync(file.absolutePath, 'utf8')) ?? {}) as Record<string, unknown>;
    } catch (error) {
      reporter.panicOnBuild(`${where}: invalid YAML: ${(error as Error).message}`);
      return;
    }
    const errors = validateFrontmatter(where, data, { label: { kind: 'string', required: true }, position: { kind: 'number' } });
    if (fail(reporter, where, file.absolutePath, errors)) return;
    createNode({
      id: createNodeId(`DocCategory-${file.relativeDirectory}`),
      parent: file.id,
      directory: file.relativeDirectory,
      label: data.label as string,
      position: (data.position as number | undefined) ?? null,
      internal: { type: 'DocCategory', contentDigest: createContentDigest(data) },
    });
    return;
  }

  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.internal.type !== 'File') return;
  const mdx = node as MdxNode;
  const where = repoRelative(file.absolutePath);
  const data = mdx.frontmatter ?? {};
  const headings = headingsOf(mdx.body ?? '');
  /** A typed child of the MDX node (so body and content path stay reachable). */
  const createChild = (type: 'Doc' | 'ClientExample', fields: Record<string, unknown>) => {
    const child = { ...fields, id: createNodeId(`${type}-${node.id}`), parent: node.id, internal: { type, contentDigest: createContentDigest(fields) } };
    createNode(child);
    createParentChildLink({ parent: node, child: child as unknown as Node });
  };

  if (file.sourceInstanceName === 'docs') {
    if (fail(reporter, where, file.absolutePath, validateFrontmatter(where, data, DOC_FRONTMATTER))) return;
    const fields = {
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
      mdxId: node.id,
    };
    createChild('Doc', fields);
    return;
  }

  if (file.sourceInstanceName === 'client-examples') {
    const errors = [...validateFrontmatter(where, data, CLIENT_EXAMPLE_FRONTMATTER), ...clientExampleConsistency(where, data)];
    if (fail(reporter, where, file.absolutePath, errors)) return;
    const lastChecked = data.lastChecked instanceof Date ? data.lastChecked.toISOString().slice(0, 10) : String(data.lastChecked);
    const fields = {
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
      mdxId: node.id,
    };
    createChild('ClientExample', fields);
  }
};
