/**
 * The Doc and DocCategory GraphQL types against their frontmatter declarations and the nodes
 * sourceContent.ts makes: every declared field is a GraphQL field of its kind's type, and
 * every GraphQL field is a value the node carries (declared or worked out by the build).
 */
import { contentTypeDefs } from '../../../src/gatsby/sourcing/schema';
import { CATEGORY_FIELDS, DOC_FRONTMATTER, PROSE_FRONTMATTER } from '../../../src/gatsby/sourcing/docFrontmatter';
import { frontmatterGraphqlFields } from '../../../src/gatsby/sourcing/frontmatterGraphql';
import { camelCase, type FrontmatterSchema } from '../../../src/lib/frontmatter';
import { createdNodes, declaredGraphqlFields, fileNode, mdxChildNode, nodeFieldNames, sdlTypeFields } from '../../support/contentSchema';

const graphqlFields = (typeName: string) => sdlTypeFields(contentTypeDefs, typeName);
const docFile = (relativePath: string) => fileNode('docs', 'content/docs', relativePath);

const docFrontmatter = { title: 'Install', description: 'How to install.', sidebar_label: 'Installation', sidebar_position: 2, draft: true };

test.each([
  ['Doc', DOC_FRONTMATTER],
  ['DocCategory', CATEGORY_FIELDS],
  ['Prose', PROSE_FRONTMATTER],
] as [string, FrontmatterSchema][])('every field declared for %s is a GraphQL field of its type, in declaration order', (typeName, schema) => {
  const fields = graphqlFields(typeName);
  const declared = declaredGraphqlFields(schema);
  expect([...declared.keys()]).toEqual(Object.keys(schema).map(camelCase));
  for (const [name, field] of declared) expect([name, fields.get(name)]).toEqual([name, field]);
});

test('the Doc type has exactly the fields a Doc node carries: its frontmatter and what the build works out', () => {
  const node = mdxChildNode(docFile('setup/installation.mdx'), docFrontmatter);
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
  const [node] = createdNodes(docFile('configuration/_category.yaml'));
  expect(node).toMatchObject({ directory: 'configuration', label: 'Configuration', position: 3 });
  expect(nodeFieldNames(node)).toEqual([...graphqlFields('DocCategory').keys()].sort());
});

test('each kind has the GraphQL type of its valid value, non-null when required or defaulted, described by its description', () => {
  const schema = {
    a_text: { kind: 'string', required: true },
    link: { kind: 'url' },
    pick: { kind: { enum: ['x', 'y'] } },
    count: { kind: 'number' },
    flag: { kind: 'boolean', default: false },
    checked_on: { kind: 'date', required: true },
    list: { kind: 'string[]' },
    also_list: { kind: 'string[]', default: [], description: 'Say "hi"' },
  } as const satisfies FrontmatterSchema;
  expect(frontmatterGraphqlFields(schema).split('\n')).toEqual([
    'aText: String!',
    'link: String',
    'pick: String',
    'count: Float',
    'flag: Boolean!',
    'checkedOn: Date! @dateformat',
    'list: [String!]',
    '"Say \\"hi\\""',
    'alsoList: [String!]!',
  ]);
  expect(declaredGraphqlFields(schema).get('alsoList')).toEqual({ type: '[String!]!', description: 'Say "hi"' });
});

test("the Prose type has exactly the fields a Prose node carries; a page's prose may carry its lead, a partial none", () => {
  const page = mdxChildNode(fileNode('pages', 'content/pages', 'api-overview.mdx'), { description: 'The lead.' });
  expect(page).toMatchObject({ name: 'pages/api-overview', description: 'The lead.' });
  expect(nodeFieldNames(page)).toEqual([...graphqlFields('Prose').keys()].sort());
  expect(mdxChildNode(fileNode('pages', 'content/pages', 'home.mdx'), {})).toMatchObject({ name: 'pages/home', description: null });
  const partial = fileNode('partials', 'content/partials', 'pocket-id-client-setup.mdx');
  expect(() => mdxChildNode(partial, { description: 'x' })).toThrow(
    /pocket-id-client-setup\.mdx: unknown frontmatter field \\"description\\" \(allowed: none\)/,
  );
});
