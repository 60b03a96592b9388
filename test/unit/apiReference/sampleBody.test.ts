import path from 'path';
import { shortSampleBody } from '../../../src/apiReference/core/sampleBody';
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { loadOpenApi } from '../../../src/apiReference/core/loadOpenApi';
import { ROOT } from '../../support/paths';

/** A document whose components the schemas below refer to. */
const doc = {
  components: {
    schemas: {
      Lifetime: { type: 'integer', description: 'Lifetime in minutes. Omit or 0 for the default of 60.' },
      Name: { type: 'string', description: 'Shown to users.' },
      Base: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    },
  },
};

describe('shortSampleBody: required fields, plus fields without a default that the example sets', () => {
  test('a required field stays, even when its example value is empty', () => {
    const schema = { type: 'object', required: ['name', 'tags'], properties: { name: { type: 'string' }, tags: { type: 'array' }, on: { type: 'boolean' } } };
    expect(shortSampleBody(doc, schema, { name: '', tags: [], on: false })).toEqual({ name: '', tags: [] });
  });

  test.each([
    ['false', false],
    ['0', 0],
    ['the empty string', ''],
    ['null', null],
    ['an empty list', []],
    ['an empty object', {}],
  ])('a field without a default whose example value is %s is left out', (_, empty) => {
    const schema = { type: 'object', properties: { a: { type: 'string' }, b: {} } };
    expect(shortSampleBody(doc, schema, { a: 'x', b: empty })).toEqual({ a: 'x' });
  });

  test('a field without a default whose example value is not empty stays', () => {
    const schema = { type: 'object', properties: { on: { type: 'boolean' }, urls: { type: 'array' }, n: { type: 'integer' }, gone: { type: 'boolean' } } };
    expect(shortSampleBody(doc, schema, { on: true, urls: ['https://a.example'], n: 5, gone: false })).toEqual({ on: true, urls: ['https://a.example'], n: 5 });
  });

  test('a field with a `default` keyword stays only when the example gives another value', () => {
    const schema = {
      type: 'object',
      properties: { method: { type: 'string', default: 'plain' }, mode: { type: 'string', default: 'query' }, x: { type: 'string' } },
    };
    expect(shortSampleBody(doc, schema, { method: 'S256', mode: 'query', x: 'y' })).toEqual({ method: 'S256', x: 'y' });
    // An empty value differs from a default of true: turning the field off is worth sending.
    expect(shortSampleBody(doc, { type: 'object', properties: { on: { type: 'boolean', default: true }, x: {} } }, { on: false, x: false })).toEqual({
      on: false,
    });
  });

  test.each([
    ['Access token lifetime in minutes (1-525600). Omit or 0 for the default of 60.', 60],
    ['Optional custom client ID; a UUID is generated when omitted.', 'immich'],
    ['Only members of the allowed user groups may use the client. Omitted means `false`.', true],
    ['Expected `aud` of the assertion; defaults to the Pocket ID `APP_URL`.', 'https://id.example.com'],
    ['Ignored on input; `false` does not remove a stored logo.', true],
  ])('a field whose description says what leaving it out does is left out: "%s"', (description, value) => {
    const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string' }, field: { description } } };
    expect(shortSampleBody(doc, schema, { name: 'n', field: value })).toEqual({ name: 'n' });
  });

  test("a property's description is read through its `$ref`, a reference's own description first", () => {
    const schema = {
      type: 'object',
      properties: {
        lifetime: { $ref: '#/components/schemas/Lifetime' },
        name: { $ref: '#/components/schemas/Name' },
        renamed: { $ref: '#/components/schemas/Lifetime', description: 'How long it lasts.' },
      },
    };
    expect(shortSampleBody(doc, schema, { lifetime: 120, name: 'Immich', renamed: 120 })).toEqual({ name: 'Immich', renamed: 120 });
  });

  test('a body schema behind a `$ref` and `allOf` gives its required fields', () => {
    const schema = { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', properties: { on: { type: 'boolean' } } }] };
    expect(shortSampleBody(doc, { $ref: '#/components/schemas/Base' }, { name: '', extra: 'kept' })).toBeNull();
    expect(shortSampleBody(doc, schema, { name: '', on: false })).toEqual({ name: '' });
  });

  test('null when nothing is left out, when the body is no object, or when its schema declares no properties', () => {
    const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string' }, on: { type: 'boolean' } } };
    expect(shortSampleBody(doc, schema, { name: 'n', on: true })).toBeNull();
    expect(shortSampleBody(doc, { type: 'array', items: schema }, [{ name: 'n', on: false }])).toBeNull();
    expect(shortSampleBody(doc, { type: 'object', additionalProperties: { type: 'string' } }, { a: '' })).toBeNull();
    // A field the schema does not declare has nothing to judge it by: it stays.
    expect(shortSampleBody(doc, schema, { name: 'n', on: false, extra: '' })).toEqual({ name: 'n', extra: '' });
  });
});

describe('code samples', () => {
  const model = buildApiModel({
    openapi: '3.1.0',
    info: { title: 'Mini', version: '1' },
    paths: {
      '/clients': {
        post: {
          operationId: 'createClient',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['name'],
                  properties: { name: { type: 'string' }, isPublic: { type: 'boolean' }, callbackURLs: { type: 'array', items: { type: 'string' } } },
                },
                example: { name: 'Immich', isPublic: false, callbackURLs: ['https://immich.example.com/auth/login'] },
              },
            },
          },
          responses: { '201': { description: 'Created' } },
        },
        put: {
          operationId: 'replaceClient',
          requestBody: {
            content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } }, example: { name: 'Immich' } } },
          },
          responses: { '204': { description: 'Replaced' } },
        },
      },
    },
  });
  const samplesOf = (operationId: string) => model.operations.find(op => op.operationId === operationId)!.codeSamples;

  test('every language sends the short body, and carries the full example for "Full body"', () => {
    const samples = samplesOf('createClient');
    expect(samples.map(s => s.lang)).toEqual(['curl', 'javascript', 'python', 'go']);
    for (const sample of samples) {
      expect(sample.code).toContain('callbackURLs');
      expect(sample.code).not.toContain('isPublic');
      expect(sample.full?.html).toContain('isPublic');
      expect(sample.full?.html).toContain('callbackURLs');
    }
  });

  test('a sample that already sends the whole example has no full version', () => {
    for (const sample of samplesOf('replaceClient')) expect(sample.full).toBeNull();
  });
});

test("Pocket ID's Create OIDC client sends the name, callback URLs and the fields its example turns on", async () => {
  const { document } = await loadOpenApi(path.join(ROOT, 'openapi/pocket-id.yaml'));
  const schemas = (document.components as { schemas: Record<string, { example: Record<string, unknown> }> }).schemas;
  const example = schemas.OidcClientCreateDto.example;
  const short = shortSampleBody(document, { $ref: '#/components/schemas/OidcClientCreateDto' }, example);
  expect(Object.keys(short ?? {}).sort()).toEqual(['callbackURLs', 'description', 'launchURL', 'name', 'pkceEnabled']);
  expect(Object.keys(example).length).toBeGreaterThan(10);
});
