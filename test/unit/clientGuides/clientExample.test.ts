import { parseFrontmatter } from '../../../src/lib/frontmatter';
import {
  CATEGORY_LABELS,
  CLIENT_CATEGORIES,
  CLIENT_EXAMPLE_FRONTMATTER,
  clientExampleConsistency,
  sourceLabel,
} from '../../../src/clientGuides/core/clientExample';

const FILE = 'content/client-examples/immich.mdx';
const valid = {
  name: 'Immich',
  description: 'Photos.',
  homepage: 'https://immich.app',
  category: 'media',
  redirectUris: ['https://immich.example.com/auth/login', 'app.immich:///oauth-callback'],
  pkce: 'supported',
  clientType: 'confidential',
  groupsClaim: false,
  lastChecked: '2025-06-01',
  sources: ['https://immich.app/docs/administration/oauth', 'https://github.com/immich-app/immich/blob/main/server/src/repositories/oauth.repository.ts'],
};

test('a complete client example is valid', () => {
  expect(parseFrontmatter(FILE, valid, CLIENT_EXAMPLE_FRONTMATTER).errors).toEqual([]);
  expect(clientExampleConsistency(FILE, valid)).toEqual([]);
});

test('logout callback URLs are optional, and valid when absolute', () => {
  expect(parseFrontmatter(FILE, { ...valid, postLogoutRedirectUris: ['https://immich.example.com/auth/login'] }, CLIENT_EXAMPLE_FRONTMATTER).errors).toEqual(
    [],
  );
});

test('YAML dates (parsed as Date) are accepted for lastChecked', () => {
  expect(parseFrontmatter(FILE, { ...valid, lastChecked: new Date('2025-06-01') }, CLIENT_EXAMPLE_FRONTMATTER).errors).toEqual([]);
});

test.each([
  ['category', 'games', /field "category" must be one of "media"/],
  ['pkce', 'maybe', /field "pkce" must be one of "required", "supported", "not-supported", "unverified"/],
  ['clientType', 'secret', /field "clientType" must be one of "public", "confidential"/],
  ['homepage', 'immich.app', /field "homepage" must be an absolute http\(s\) URL/],
  ['redirectUris', ['/relative/callback'], /field "redirectUris" must hold absolute URIs/],
  ['postLogoutRedirectUris', ['/signed-out'], /field "postLogoutRedirectUris" must hold absolute URIs/],
  ['postLogoutRedirectUris', 'https://immich.example.com/', /field "postLogoutRedirectUris" must be a non-empty list of strings/],
  ['postLogoutRedirectUris', [], /field "postLogoutRedirectUris" must be a non-empty list of strings/],
  ['groupsClaim', 'no', /field "groupsClaim" must be true or false/],
  ['lastChecked', 'yesterday', /field "lastChecked" must be a date/],
  ['sources', [], /field "sources" must be a non-empty list of strings/],
  ['sources', 'https://immich.app/docs', /field "sources" must be a non-empty list of strings/],
  ['sources', ['http://immich.app/docs'], /field "sources" must hold absolute https URLs, got "http:\/\/immich.app\/docs"/],
  ['sources', ['https://immich.app/docs', 'immich.app/docs/oauth'], /field "sources" must hold absolute https URLs, got "immich.app\/docs\/oauth"$/],
  ['sources', ['https://'], /field "sources" must hold absolute https URLs/],
  ['sources', ['https://immich.app/a b'], /field "sources" must hold absolute https URLs/],
])('bad %s is reported with file and field', (field, value, message) => {
  const errors = parseFrontmatter(FILE, { ...valid, [field]: value }, CLIENT_EXAMPLE_FRONTMATTER).errors;
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(message);
  expect(errors[0].startsWith(`${FILE}: `)).toBe(true);
});

test('each required field is named when missing', () => {
  const errors = parseFrontmatter(FILE, {}, CLIENT_EXAMPLE_FRONTMATTER).errors;
  expect(errors.map(e => /"(\w+)"/.exec(e)?.[1])).toEqual([
    'name',
    'description',
    'homepage',
    'category',
    'redirectUris',
    'pkce',
    'clientType',
    'groupsClaim',
    'lastChecked',
    'sources',
  ]);
});

test('a public client without PKCE is inconsistent', () => {
  expect(clientExampleConsistency(FILE, { ...valid, pkce: 'not-supported', clientType: 'public' })).toEqual([
    expect.stringMatching(/^content\/client-examples\/immich\.mdx: frontmatter field "clientType" must be "confidential"/),
  ]);
  expect(clientExampleConsistency(FILE, { ...valid, pkce: 'not-supported', clientType: 'confidential' })).toEqual([]);
  expect(clientExampleConsistency(FILE, { ...valid, pkce: 'required', clientType: 'public' })).toEqual([]);
});

test('a public client whose PKCE support is unverified is inconsistent', () => {
  expect(clientExampleConsistency(FILE, { ...valid, pkce: 'unverified', clientType: 'public' })).toEqual([
    expect.stringMatching(/immich\.mdx: frontmatter field "clientType" must be "confidential" when "pkce" is "unverified"/),
  ]);
  expect(clientExampleConsistency(FILE, { ...valid, pkce: 'unverified', clientType: 'confidential' })).toEqual([]);
});

test('every category has a label', () => {
  for (const category of CLIENT_CATEGORIES) expect(CATEGORY_LABELS[category]).toEqual(expect.any(String));
});

test('a source link is labelled with its host and path', () => {
  expect(sourceLabel('https://immich.app/docs/administration/oauth/')).toBe('immich.app/docs/administration/oauth');
  expect(sourceLabel('https://www.example.org/docs/oidc?tab=2#pkce')).toBe('example.org/docs/oidc');
  expect(sourceLabel('https://github.com/a/b/blob/main/src/auth%20flow.ts')).toBe('github.com/a/b/blob/main/src/auth flow.ts');
  expect(sourceLabel('https://docs.example.com/')).toBe('docs.example.com');
});
