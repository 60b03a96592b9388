/**
 * The Doc and DocCategory GraphQL types against their frontmatter declarations and the nodes
 * source-content.ts makes: every declared field is a GraphQL field of its kind's type, and
 * every GraphQL field is a value the node carries (declared or worked out by the build).
 */
import path from 'path';
import { Kind, parse, print, type ObjectTypeDefinitionNode } from 'graphql';
import type { CreateNodeArgs, Node } from 'gatsby';
import { contentTypeDefs } from '../../src/gatsby/schema';
import { CATEGORY_FIELDS, DOC_FRONTMATTER } from '../../src/gatsby/doc-frontmatter';
import { frontmatterGraphqlFields } from '../../src/gatsby/frontmatter-graphql';
import { onCreateNode } from '../../src/gatsby/source-content';
import { camelCase, type FrontmatterSchema } from '../../src/lib/frontmatter';

const root = path.resolve(__dirname, '..', '..');

/** Field name -> printed type (with directives) of a type in the site's content type definitions. */
function graphqlFields(typeName: string): Map<string, string> {
  const type = parse(contentTypeDefs).definitions.find(
    (d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === typeName,
  );
  if (!type) throw new Error(`no type ${typeName} in contentTypeDefs`);
  return new Map(type.fields?.map(f => [f.name.value, [print(f.type), ...(f.directives ?? []).map(print)].join(' ')]));
}

/** The nodes onCreateNode makes from `node` (with `parentNode` as its parent), as plain values. */
function createdNodes(node: Node, parentNode?: Node): Record<string, unknown>[] {
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
  // A fake of the few arguments source-content.ts uses, not Gatsby's whole API.
  void onCreateNode?.(args as unknown as CreateNodeArgs, {} as never, () => undefined);
  return created;
}

/** The GraphQL fields a node's values answer: Gatsby's own fields left out, `mdxId` read by the `mdx` @link. */
function nodeFieldNames(values: Record<string, unknown>): string[] {
  return Object.keys(values)
    .filter(key => !['id', 'parent', 'children', 'internal'].includes(key))
    .map(key => (key === 'mdxId' ? 'mdx' : key))
    .sort();
}

const fileNode = (relativePath: string): Node => {
  const absolutePath = path.join(root, 'content/docs', relativePath);
  return {
    id: `file-${relativePath}`,
    parent: null,
    children: [],
    internal: { type: 'File', contentDigest: 'x', owner: 'gatsby-source-filesystem' },
    sourceInstanceName: 'docs',
    relativePath,
    relativeDirectory: path.dirname(relativePath) === '.' ? '' : path.dirname(relativePath),
    absolutePath,
    base: path.basename(relativePath),
    name: path.basename(relativePath, path.extname(relativePath)),
  };
};

const docFrontmatter = { title: 'Install', description: 'How to install.', sidebar_label: 'Installation', sidebar_position: 2, draft: true };

function docNode(): Record<string, unknown> {
  const file = fileNode('setup/installation.mdx');
  const mdx: Node = {
    id: 'mdx-1',
    parent: file.id,
    children: [],
    internal: { type: 'Mdx', contentDigest: 'x', owner: 'gatsby-plugin-mdx' },
    frontmatter: docFrontmatter,
    body: '## Start',
  };
  const [node, ...rest] = createdNodes(mdx, file);
  expect(rest).toEqual([]);
  return node;
}

test.each([
  ['Doc', DOC_FRONTMATTER],
  ['DocCategory', CATEGORY_FIELDS],
] as [string, FrontmatterSchema][])('every field declared for %s is a GraphQL field of its type, in declaration order', (typeName, schema) => {
  const fields = graphqlFields(typeName);
  const declared = frontmatterGraphqlFields(schema)
    .split('\n')
    .map(line => line.split(': '));
  expect(declared.map(([name]) => name)).toEqual(Object.keys(schema).map(camelCase));
  for (const [name, type] of declared) expect([name, fields.get(name)]).toEqual([name, type]);
});

test('the Doc type has exactly the fields a Doc node carries: its frontmatter and what the build works out', () => {
  const node = docNode();
  expect(node).toMatchObject({
    slug: '/docs/setup/installation',
    title: 'Install',
    sidebarLabel: 'Installation',
    sidebarPosition: 2,
    draft: true,
    category: 'setup',
  });
  expect(nodeFieldNames(node)).toEqual([...graphqlFields('Doc').keys()].sort());
  for (const key of Object.keys(DOC_FRONTMATTER)) expect(node).toHaveProperty(camelCase(key));
});

test('the DocCategory type has exactly the fields a DocCategory node carries', () => {
  const [node] = createdNodes(fileNode('configuration/_category.yaml'));
  expect(node).toMatchObject({ directory: 'configuration', label: 'Configuration', position: 3 });
  expect(nodeFieldNames(node)).toEqual([...graphqlFields('DocCategory').keys()].sort());
});

test('each kind has the GraphQL type of its valid value, non-null when required or defaulted', () => {
  const schema = {
    a_text: { kind: 'string', required: true },
    link: { kind: 'url' },
    pick: { kind: { enum: ['x', 'y'] } },
    count: { kind: 'number' },
    flag: { kind: 'boolean', default: false },
    checked_on: { kind: 'date', required: true },
    list: { kind: 'string[]' },
  } as const satisfies FrontmatterSchema;
  expect(frontmatterGraphqlFields(schema).split('\n')).toEqual([
    'aText: String!',
    'link: String',
    'pick: String',
    'count: Float',
    'flag: Boolean!',
    'checkedOn: Date! @dateformat',
    'list: [String!]',
  ]);
});
