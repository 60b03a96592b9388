import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { splitPath } from '../../../src/apiReference/core/buildOperation';
import { loadApiModel } from '../../../src/apiReference/core';
import type { ApiModel, ApiOperation } from '../../../src/apiReference/core/types';
import { assertPlainJson, fixture, loadFixtureDoc } from './helpers';

let model: ApiModel;
const op = (slug: string): ApiOperation => {
  const found = model.operations.find(o => o.slug === slug);
  if (!found) throw new Error(`no operation ${slug}: ${model.operations.map(o => o.slug).join(', ')}`);
  return found;
};

beforeAll(async () => {
  model = buildApiModel(await loadFixtureDoc('pocket-id-mini.yaml'));
});

describe('buildApiModel (pocket-id-mini.yaml)', () => {
  it('is plain JSON: no undefined, functions or cycles', () => {
    assertPlainJson(model);
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });

  it('keeps page data small', () => {
    for (const o of model.operations) expect(JSON.stringify(o).length).toBeLessThan(30_000);
    expect(JSON.stringify(op('get-a-user')).length).toBeLessThan(20_000);
  });

  it('builds info with sanitised description, servers, schemes and license', () => {
    expect(model.info.title).toBe('Pocket ID API');
    expect(model.info.openapiVersion).toBe('3.1.0');
    expect(model.info.descriptionHtml).toContain('<h2>Pocket ID API</h2>');
    expect(model.info.descriptionHtml).not.toMatch(/script|alert/);
    expect(model.info.servers).toEqual([{ url: 'https://pocket-id.example.com', descriptionHtml: '<p>Your Pocket ID instance</p>' }]);
    expect(model.info.license).toEqual({ name: 'BSD-2-Clause', url: 'https://opensource.org/licenses/BSD-2-Clause' });
    expect(model.info.securitySchemes.map(s => [s.key, s.kind, s.label])).toEqual([
      ['ApiKeyAuth', 'apiKey', 'API key'],
      ['SessionCookie', 'apiKey', 'Session cookie'],
      ['BearerAuth', 'bearer', 'Bearer token'],
      ['ClientBasic', 'basic', 'HTTP Basic'],
    ]);
    expect(model.info.securitySchemes[0].summary).toBe('API key sent in the `X-API-Key` header.');
    expect(model.info.securitySchemes[0].descriptionHtml).toBe('<p>An API key created in the admin UI.</p>');
  });

  it('builds tags in document order with x-displayName and an "Other" tag for untagged operations', () => {
    expect(model.tags.map(t => [t.name, t.slug, t.displayName])).toEqual([
      ['Users', 'users', 'Users'],
      ['OIDC Clients', 'oidc-clients', 'OIDC clients'],
      ['Well Known', 'well-known', 'Well Known'],
      ['default', 'other', 'Other'],
    ]);
    expect(model.tags[0].operationSlugs).toEqual([
      'list-users',
      'create-a-user',
      'get-a-user',
      'update-a-user',
      'get-the-current-user',
      'upload-a-profile-picture',
    ]);
    expect(model.tags[3].operationSlugs).toEqual(['healthcheck']);
    expect(op('healthcheck')).toMatchObject({ tagSlug: 'other', title: 'healthCheck', summary: null, operationId: 'healthCheck' });
  });

  it('marks path parameters in path segments', () => {
    expect(op('get-a-user').pathSegments).toEqual([
      { text: '/api/users/', param: false },
      { text: '{id}', param: true },
    ]);
    expect(splitPath('/a/{b}/c/{d}.json')).toEqual([
      { text: '/a/', param: false },
      { text: '{b}', param: true },
      { text: '/c/', param: false },
      { text: '{d}', param: true },
      { text: '.json', param: false },
    ]);
  });

  it('merges path-level parameters, operation-level ones win', () => {
    expect(op('get-a-user').parameters.path).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true, typeLabel: 'string<uuid>', format: 'uuid', descriptionHtml: '<p>ID of the user.</p>' }),
    ]);
    const put = op('update-a-user');
    expect(put.parameters.path).toHaveLength(1);
    expect(put.parameters.path[0]).toMatchObject({ typeLabel: 'string', example: '9f1c1b0e-0000-4000-8000-000000000001' });
    expect(put.parameters.path[0].descriptionHtml).toContain('operation level wins');
    expect(put.codeSamples[0].code).toContain('/api/users/9f1c1b0e-0000-4000-8000-000000000001');
    expect(op('get-a-user').codeSamples[0].code).toContain('/api/users/{id}');
  });

  it('resolves $ref parameters and groups them by location', () => {
    const list = op('list-users');
    expect(list.parameters.query.map(p => [p.name, p.typeLabel, p.required, p.defaultValue, p.constraints])).toEqual([
      ['search', 'string', false, null, ['length ≤ 100']],
      ['pagination[page]', 'integer', false, '1', ['≥ 1']],
    ]);
    expect(list.parameters.header).toEqual([]);
    expect(list.parameters.cookie).toEqual([]);
  });

  it('turns security into Authentication lines and reads x-required-role', () => {
    expect(op('list-users').auth).toMatchObject({
      required: true,
      role: 'admin',
      lines: ['API key in the `X-API-Key` header', 'Session cookie `__Host-access_token` (sign in to the web UI)'],
    });
    expect(op('get-the-current-user').auth.lines).toEqual(['Session cookie `__Host-access_token` (sign in to the web UI)']);
    expect(op('list-oidc-clients').auth.lines).toEqual(['JWT bearer token in the `Authorization` header']);
    expect(op('openid-connect-discovery').auth).toMatchObject({ required: false, lines: ['No authentication required'], role: null });
  });

  it('chooses the auth for code samples: API key, then bearer, basic, cookie', () => {
    expect(op('list-users').codeSamples[0].code).toContain("-H 'X-API-Key: <your-api-key>'");
    expect(op('list-oidc-clients').codeSamples[0].code).toContain("-H 'Authorization: Bearer <access-token>'");
    expect(op('exchange-a-code-for-tokens').codeSamples[0].code).toContain("-u '<client-id>:<client-secret>'");
    expect(op('get-the-current-user').codeSamples[0].code).toContain('Needs a signed-in session');
    expect(op('openid-connect-discovery').codeSamples[0].code).toBe("curl 'https://pocket-id.example.com/.well-known/openid-configuration'");
  });

  it('provides raw and highlighted code samples for four languages', () => {
    const samples = op('create-a-user').codeSamples;
    expect(samples.map(s => [s.lang, s.label, s.highlightLanguage])).toEqual([
      ['curl', 'cURL', 'bash'],
      ['javascript', 'JavaScript', 'javascript'],
      ['python', 'Python', 'python'],
      ['go', 'Go', 'go'],
    ]);
    for (const s of samples) {
      expect(s.html).toContain('hljs-');
      expect(s.html).not.toContain('<your-api-key>');
      expect(s.html).toContain('&lt;your-api-key&gt;');
    }
  });

  it('builds the request body from a $ref requestBody with schema tree and example', () => {
    const body = op('create-a-user').requestBody!;
    expect(body.required).toBe(true);
    expect(body.content).toHaveLength(1);
    const json = body.content[0];
    expect(json.mediaType).toBe('application/json');
    expect(json.schema!.typeLabel).toBe('UserCreateDto');
    expect(json.schema!.children.map(c => c.name)).toContain('password');
    expect(json.exampleSource).toBe('generated');
    expect(JSON.parse(json.example!)).toEqual({
      username: 'string',
      email: 'user@example.com',
      firstName: 'string',
      isAdmin: false,
      locale: 'en',
      password: 'string',
    });
    expect(json.exampleHtml).toContain('hljs-attr');
  });

  it('builds responses with headers, $ref responses, named examples and readOnly/writeOnly filtering', () => {
    const responses = op('create-a-user').responses;
    expect(responses.map(r => [r.status, r.kind])).toEqual([
      ['201', 'success'],
      ['400', 'client-error'],
    ]);
    const created = responses[0];
    expect(created.headers).toEqual([
      {
        name: 'Location',
        required: false,
        deprecated: false,
        typeLabel: 'string<uri>',
        descriptionHtml: '<p>URL of the new user.</p>',
        descriptionMarkdown: 'URL of the new user.',
        example: null,
      },
    ]);
    expect(created.content[0].exampleSource).toBe('spec');
    expect(JSON.parse(created.content[0].example!)).toMatchObject({ username: 'alice' });
    const names = created.content[0].schema!.children.map(c => c.name);
    expect(names).toContain('id');
    expect(names).not.toContain('password');

    // the same component schema later on the same page is a repeat node, not a second tree
    const err = op('create-a-user').responses[1].content[0].schema!;
    expect(err).toMatchObject({ typeLabel: 'ErrorDto', refName: 'ErrorDto', repeatOf: null });
    expect(err.children.map(c => c.name)).toEqual(['error']);

    const list = op('list-users').responses;
    expect(list[1]).toMatchObject({ status: '401', descriptionHtml: '<p>Not signed in.</p>' });
    expect(list[1].content[0].schema!.typeLabel).toBe('ErrorDto');
  });

  it('shows a component schema once per page and links repeats', async () => {
    const m = buildApiModel({
      openapi: '3.0.3',
      info: { title: 'x', version: '1' },
      paths: {
        '/a': {
          get: {
            responses: {
              '400': { description: 'Bad', content: { 'application/json': { schema: { $ref: '#/components/schemas/Err' } } } },
              '404': { description: 'Missing', content: { 'application/json': { schema: { $ref: '#/components/schemas/Err' } } } },
            },
          },
        },
      },
      components: { schemas: { Err: { type: 'object', description: 'An error.', properties: { error: { type: 'string' } } } } },
    });
    const [bad, missing] = m.operations[0].responses;
    expect(bad.content[0].schema!.children).toHaveLength(1);
    expect(missing.content[0].schema).toMatchObject({
      role: 'root',
      typeLabel: 'Err',
      refName: 'Err',
      repeatOf: 'Err',
      children: [],
      descriptionHtml: '<p>An error.</p>',
    });
    expect(JSON.parse(missing.content[0].example!)).toEqual({ error: 'string' });
  });

  it('sanitises raw HTML in operation descriptions', () => {
    const html = op('exchange-a-code-for-tokens').descriptionHtml!;
    expect(html).not.toMatch(/onerror|javascript:|alert/);
    expect(html).toContain('Client authentication with HTTP Basic.');
  });

  it('uses form fields of a form-encoded body in samples', () => {
    const token = op('exchange-a-code-for-tokens');
    expect(token.requestBody!.content[0].example).toBe('grant_type=authorization_code&code=string&redirect_uri=https%3A%2F%2Fexample.com');
    expect(token.codeSamples[0].code).toContain("--data-urlencode 'grant_type=authorization_code'");
  });
});

describe('buildApiModel: other documents', () => {
  it('works on the external-ref document', async () => {
    const m = await loadApiModel(fixture('external/main.yaml'));
    assertPlainJson(m);
    const get = m.operations[0];
    expect(get.slug).toBe('get-a-user');
    expect(get.parameters.path[0]).toMatchObject({ name: 'id', typeLabel: 'string<uuid>' });
    const schema = get.responses[0].content[0].schema!;
    expect(schema.typeLabel).toBe('UserDto');
    expect(schema.children.map(c => c.name)).toEqual(['id', 'username', 'email', 'address']);
    expect(schema.children[3].children.map(c => c.name)).toEqual(['city', 'country']);
    expect(JSON.parse(get.responses[0].content[0].example!).address.city).toBe('Zürich');
    expect(get.responses[1].status).toBe('404');
  });

  it('works on the circular document and keeps recursion as links', async () => {
    const m = buildApiModel(await loadFixtureDoc('circular.yaml'));
    assertPlainJson(m);
    const tree = m.operations[0].responses[0].content[0];
    expect(tree.schema!.children.find(c => c.name === 'parent')!.recursiveRef).toBe('TreeNode');
    expect(JSON.parse(tree.example!)).toEqual({ name: 'string', parent: null, children: [] });
    expect(m.operations[1].requestBody!.content[0].schema!.alternatives!.options.map(o => o.name)).toEqual(['Cat', 'Dog', 'Option 3']);
  });

  it('handles a minimal document without tags, summaries, operationIds or components', () => {
    const m = buildApiModel({
      openapi: '3.1.0',
      info: { title: 'Tiny', version: '0' },
      paths: {
        '/items/{itemId}': {
          delete: { responses: { '204': { description: 'Gone' } } },
        },
      },
    });
    assertPlainJson(m);
    expect(m.operations[0]).toMatchObject({ slug: 'delete-items-itemid', title: 'DELETE /items/{itemId}', tagSlug: 'other', requestBody: null });
    expect(m.warnings).toEqual(['DELETE /items/{itemId} (#/paths/~1items~1{itemId}/delete): path parameter "{itemId}" is not declared.']);
    expect(m.operations[0].codeSamples[0].code).toBe("curl -X DELETE 'https://pocket-id.example.com/items/{itemId}'");
  });

  it('accepts reserved slugs', async () => {
    const m = buildApiModel(await loadFixtureDoc('pocket-id-mini.yaml'), { reservedSlugs: ['list-users'], highlight: false });
    expect(m.operations[0].slug).toBe('list-users-2');
    expect(m.operations[0].codeSamples[0].code).toContain("'https://pocket-id.example.com/api/users'");
    expect(m.operations[0].codeSamples[0].html).toBe('');
    expect(m.operations[0].responses[0].content[0].exampleHtml).toBeNull();
  });
});
