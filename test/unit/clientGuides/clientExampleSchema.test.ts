/**
 * The ClientExample GraphQL type against the client guide frontmatter declaration and the
 * nodes sourceContent.ts makes: every declared field is a GraphQL field of its kind's type
 * with its description, and every GraphQL field is a value the node carries (declared or
 * worked out by the build).
 */
import { clientExampleTypeDefs } from '../../../src/clientGuides/build/clientExampleNode';
import { withClientGuideFacts } from '../../../src/clientGuides/build/clientGuideFacts';
import { CLIENT_EXAMPLE_FRONTMATTER } from '../../../src/clientGuides/core/clientExample';
import { camelCase, parseFrontmatter } from '../../../src/lib/frontmatter';
import { declaredGraphqlFields, fileNode, mdxChildNode, nodeFieldNames, sdlTypeFields } from '../../support/contentSchema';

const clientExampleFields = () => sdlTypeFields(clientExampleTypeDefs, 'ClientExample');

const guide = {
  name: 'Immich',
  description: 'Photos.',
  homepage: 'https://immich.app',
  category: 'media',
  redirectUris: ['https://immich.example.com/auth/login'],
  pkce: 'required',
  clientType: 'confidential',
  groupsClaim: false,
  lastChecked: '2026-11-26',
  sources: ['https://immich.app/docs/administration/oauth'],
};

test('every declared client guide field is a ClientExample field of its kind’s type, with its description, in declaration order', () => {
  const fields = clientExampleFields();
  const declared = declaredGraphqlFields(CLIENT_EXAMPLE_FRONTMATTER);
  expect([...declared.keys()]).toEqual(Object.keys(CLIENT_EXAMPLE_FRONTMATTER).map(camelCase));
  for (const [name, field] of declared) expect([name, fields.get(name)]).toEqual([name, field]);
  expect([...fields.keys()].filter(name => declared.has(name))).toEqual([...declared.keys()]);
});

test('the ClientExample type has exactly the fields a ClientExample node carries: its frontmatter and what the build works out', () => {
  const node = mdxChildNode(fileNode('client-examples', 'content/client-examples', 'immich.mdx'), guide);
  expect(node).toMatchObject({
    route: 'immich',
    slug: '/docs/client-examples/immich',
    name: 'Immich',
    redirectUris: guide.redirectUris,
    postLogoutRedirectUris: [],
    roleMapping: null,
    draft: false,
    sourcePath: 'content/client-examples/immich.mdx',
    logo: { href: expect.stringContaining('#immich') },
  });
  expect(nodeFieldNames(node)).toEqual([...clientExampleFields().keys()].sort());
  for (const key of Object.keys(CLIENT_EXAMPLE_FRONTMATTER)) expect(node).toHaveProperty(camelCase(key));
});

test('a left-out list with a default is a list of its own on each guide', () => {
  const parse = () => parseFrontmatter('content/client-examples/immich.mdx', guide, CLIENT_EXAMPLE_FRONTMATTER).value;
  const [first, second] = [parse(), parse()];
  expect(first?.postLogoutRedirectUris).toEqual([]);
  expect(first?.postLogoutRedirectUris).not.toBe(second?.postLogoutRedirectUris);
  expect(CLIENT_EXAMPLE_FRONTMATTER.postLogoutRedirectUris.default).toEqual([]);
});

test('queried facts are narrowed to the values the frontmatter allows', () => {
  const queried = { ...guide, postLogoutRedirectUris: [], roleMapping: null, minVersion: null };
  expect(withClientGuideFacts(queried)).toMatchObject({ category: 'media', pkce: 'required', clientType: 'confidential' });
  expect(() => withClientGuideFacts({ ...queried, category: 'games' })).toThrow('Client example field "category" is "games"');
});
