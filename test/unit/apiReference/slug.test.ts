import { assignOperationSlugs, assignTagSlugs, baseOperationSlug, kebabCase } from '../../../src/apiReference/core/slug';
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { loadFixtureDoc } from './helpers';

describe('kebabCase', () => {
  it.each([
    ['List users', 'list-users'],
    ["User's groups", 'users-groups'],
    ['User’s API keys', 'users-api-keys'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['OIDC Clients', 'oidc-clients'],
    ['Liste des élèves', 'liste-des-eleves'],
    ['Straße Ærø', 'strasse-aero'],
    ['Crème brûlée / Œuvre', 'creme-brulee-oeuvre'],
    ['日本語 users', 'users'],
    ['日本語', ''],
    ['getUserById', 'getuserbyid'],
    ['/api/users/{id}', 'api-users-id'],
    ['v2.1 API', 'v2-1-api'],
  ])('%s -> %s', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});

describe('baseOperationSlug', () => {
  it('prefers the summary, then operationId, then method + path', () => {
    expect(baseOperationSlug({ summary: 'Get a user', operationId: 'getUser', method: 'get', path: '/u' })).toBe('get-a-user');
    expect(baseOperationSlug({ summary: null, operationId: 'get_user', method: 'get', path: '/u' })).toBe('get-user');
    expect(baseOperationSlug({ method: 'delete', path: '/api/users/{id}' })).toBe('delete-api-users-id');
  });

  it('falls through when the summary has no ASCII-able letters', () => {
    expect(baseOperationSlug({ summary: '日本語', operationId: null, method: 'get', path: '/api/日本' })).toBe('get-api');
    expect(baseOperationSlug({ summary: '日本語', operationId: 'jp', method: 'get', path: '/x' })).toBe('jp');
  });
});

describe('assignOperationSlugs', () => {
  it('suffixes collisions with -2, -3 in document order and warns', () => {
    const result = assignOperationSlugs([
      { summary: 'List users', method: 'get', path: '/a' },
      { summary: 'List users', method: 'get', path: '/b' },
      { summary: 'List  Users!', method: 'get', path: '/c' },
    ]);
    expect(result.slugs).toEqual(['list-users', 'list-users-2', 'list-users-3']);
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[0]).toContain('GET /b');
    expect(result.warnings[0]).toContain('GET /a');
    expect(result.warnings[0]).toContain('"list-users-2"');
  });

  it('never produces a slug that another operation already took naturally', () => {
    const result = assignOperationSlugs([
      { summary: 'Thing', method: 'get', path: '/a' },
      { summary: 'Thing 2', method: 'get', path: '/b' },
      { summary: 'Thing', method: 'get', path: '/c' },
    ]);
    expect(result.slugs).toEqual(['thing', 'thing-2', 'thing-3']);
    expect(new Set(result.slugs).size).toBe(3);
  });

  it('lets reserved (tag) slugs win', () => {
    const result = assignOperationSlugs([{ summary: 'Users', method: 'get', path: '/api/users' }], ['users']);
    expect(result.slugs).toEqual(['users-2']);
    expect(result.warnings[0]).toMatch(/tag page "users"/);
  });

  it('is stable: same input, same output', () => {
    const ops = [
      { summary: 'A', method: 'get', path: '/1' },
      { summary: 'A', method: 'post', path: '/1' },
    ];
    expect(assignOperationSlugs(ops).slugs).toEqual(assignOperationSlugs(ops).slugs);
  });
});

describe('assignTagSlugs', () => {
  it('deduplicates tags whose names slug the same', () => {
    const result = assignTagSlugs(['API Keys', 'API keys', 'api-keys']);
    expect(result.slugs).toEqual(['api-keys', 'api-keys-2', 'api-keys-3']);
    expect(result.warnings).toHaveLength(2);
  });
});

describe('slugs in the model (slugs.yaml)', () => {
  it('resolves tag clashes, duplicate summaries and non-ASCII text', async () => {
    const model = buildApiModel(await loadFixtureDoc('slugs.yaml'));
    expect(model.tags.map(t => t.slug)).toEqual(['users', 'other']);
    expect(model.operations.map(o => o.slug)).toEqual(['users-2', 'list-users', 'list-users-2', 'liste-des-eleves', 'get-api']);
    expect(model.warnings.some(w => w.includes('tag page "users"'))).toBe(true);
    expect(model.warnings.some(w => w.includes('GET /api/v2/users/list'))).toBe(true);
    const other = model.tags.find(t => t.slug === 'other');
    expect(other?.displayName).toBe('Other');
    expect(other?.operationSlugs).toEqual(['liste-des-eleves', 'get-api']);
  });
});
