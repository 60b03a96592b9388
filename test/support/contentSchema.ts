/**
 * For the schema tests: the fields of a GraphQL type as written in SDL, the nodes
 * src/gatsby/sourcing/sourceContent.ts makes from a fake source node, and the GraphQL fields those
 * nodes' values answer.
 */
import path from 'path';
import { Kind, parse, print, type ObjectTypeDefinitionNode } from 'graphql';
import type { CreateNodeArgs, Node } from 'gatsby';
import { onCreateNode } from '../../src/gatsby/sourcing/sourceContent';
import { frontmatterGraphqlFields } from '../../src/gatsby/sourcing/frontmatterGraphql';
import type { FrontmatterSchema } from '../../src/lib/frontmatter';

const root = path.resolve(__dirname, '..', '..');

/** A field as GraphiQL shows it: its printed type with directives, and its description. */
export interface SdlField {
  type: string;
  description: string | null;
}

/** Field name -> type and description, in definition order, of the type `typeName` in `sdl`. */
export function sdlTypeFields(sdl: string, typeName: string): Map<string, SdlField> {
  const type = parse(sdl).definitions.find((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === typeName);
  if (!type) throw new Error(`no type ${typeName} in the type definitions`);
  return new Map(
    type.fields?.map(f => [f.name.value, { type: [print(f.type), ...(f.directives ?? []).map(print)].join(' '), description: f.description?.value ?? null }]),
  );
}

/** The fields frontmatterGraphqlFields gives a declaration, read back as SDL. */
export const declaredGraphqlFields = (schema: FrontmatterSchema): Map<string, SdlField> =>
  sdlTypeFields(`type Declared {\n${frontmatterGraphqlFields(schema)}\n}`, 'Declared');

/** The nodes onCreateNode makes from `node` (with `parentNode` as its parent), as plain values; a build error as `{ error }`. */
export function createdNodes(node: Node, parentNode?: Node): Record<string, unknown>[] {
  const created: Record<string, unknown>[] = [];
  const reporter = { panicOnBuild: (message: string) => created.push({ error: message }) };
  const args = {
    node,
    getNode: (id: string) => (id === parentNode?.id ? parentNode : undefined),
    actions: { createNode: (n: Record<string, unknown>) => created.push(n), createParentChildLink: () => undefined },
    createNodeId: (key: string) => key,
    createContentDigest: () => 'digest',
    reporter,
  };
  // A fake of the few arguments sourceContent.ts uses, not Gatsby's whole API.
  void onCreateNode?.(args as unknown as CreateNodeArgs, {} as never, () => undefined);
  return created;
}

/** The GraphQL fields a node's values answer: Gatsby's own fields left out, `mdxId` read by the `mdx` @link. */
export function nodeFieldNames(values: Record<string, unknown>): string[] {
  return Object.keys(values)
    .filter(key => !['id', 'parent', 'children', 'internal'].includes(key))
    .map(key => (key === 'mdxId' ? 'mdx' : key))
    .sort();
}

/** A gatsby-source-filesystem File node for `relativePath` under `folder` (e.g. content/docs), sourced as `sourceInstanceName`. */
export function fileNode(sourceInstanceName: string, folder: string, relativePath: string): Node {
  const absolutePath = path.join(root, folder, relativePath);
  return {
    id: `file-${relativePath}`,
    parent: null,
    children: [],
    internal: { type: 'File', contentDigest: 'x', owner: 'gatsby-source-filesystem' },
    sourceInstanceName,
    relativePath,
    relativeDirectory: path.dirname(relativePath) === '.' ? '' : path.dirname(relativePath),
    absolutePath,
    base: path.basename(relativePath),
    name: path.basename(relativePath, path.extname(relativePath)),
  };
}

/** The one node onCreateNode makes from an MDX file `file` with this frontmatter. */
export function mdxChildNode(file: Node, frontmatter: Record<string, unknown>): Record<string, unknown> {
  const mdx: Node = {
    id: 'mdx-1',
    parent: file.id,
    children: [],
    internal: { type: 'Mdx', contentDigest: 'x', owner: 'gatsby-plugin-mdx' },
    frontmatter,
    body: '## Start',
  };
  const [node, ...rest] = createdNodes(mdx, file);
  if (rest.length > 0 || node === undefined || 'error' in node) throw new Error(`expected one node, got ${JSON.stringify([node, ...rest])}`);
  return node;
}
