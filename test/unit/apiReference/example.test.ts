import { exampleToText, generateExample, mediaTypeExample, schemaExample } from '../../../src/apiReference/core/example';
import { loadFixtureDoc } from './helpers';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('mediaTypeExample: spec examples first', () => {
  const doc = {
    components: {
      examples: { Alice: { value: { name: 'alice' } } },
      schemas: { Named: { type: 'object', example: { name: 'from-schema' }, properties: { name: { type: 'string' } } } },
    },
  };

  it('uses the media type example', () => {
    expect(mediaTypeExample(doc, { example: { a: 1 }, examples: { x: { value: 2 } }, schema: ref('Named') }, 'response')).toEqual({
      value: { a: 1 },
      source: 'spec',
    });
  });

  it('uses the first of examples, resolving $ref to components/examples', () => {
    expect(mediaTypeExample(doc, { examples: { first: { $ref: '#/components/examples/Alice' }, second: { value: 2 } } }, 'response')).toEqual({
      value: { name: 'alice' },
      source: 'spec',
    });
  });

  it('falls back to the schema example, also through $ref', () => {
    expect(mediaTypeExample(doc, { schema: ref('Named') }, 'response')).toEqual({ value: { name: 'from-schema' }, source: 'spec' });
    expect(schemaExample(doc, { type: 'string', examples: ['first', 'second'] }, 'both')).toEqual({ value: 'first', source: 'spec' });
  });

  it('generates one when the spec has none', () => {
    expect(mediaTypeExample(doc, { schema: { type: 'object', properties: { n: { type: 'integer' } } } }, 'response')).toEqual({
      value: { n: 0 },
      source: 'generated',
    });
  });

  it('returns null without schema or example', () => {
    expect(mediaTypeExample(doc, {}, 'response')).toBeNull();
  });
});

describe('generateExample', () => {
  it('gives realistic values for formats', () => {
    const value = generateExample(
      {},
      {
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email' },
          id: { type: 'string', format: 'uuid' },
          createdAt: { type: 'string', format: 'date-time' },
          day: { type: 'string', format: 'date' },
          website: { type: 'string', format: 'uri' },
          plain: { type: 'string' },
          short: { type: 'string', maxLength: 3 },
          long: { type: 'string', minLength: 10 },
          count: { type: 'integer', minimum: 5 },
          ratio: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 },
          flag: { type: 'boolean' },
          role: { type: 'string', enum: ['admin', 'user'] },
          tz: { type: 'string', default: 'UTC' },
          nothing: { type: 'null' },
        },
      },
    );
    expect(value).toEqual({
      email: 'user@example.com',
      id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      createdAt: '2025-01-15T09:30:00Z',
      day: '2025-01-15',
      website: 'https://example.com',
      plain: 'string',
      short: 'str',
      long: 'stringxxxx',
      count: 5,
      ratio: 0.5,
      flag: true,
      role: 'admin',
      tz: 'UTC',
      nothing: null,
    });
  });

  it('respects readOnly / writeOnly for requests and responses', () => {
    const schema = {
      type: 'object',
      properties: { id: { type: 'string', readOnly: true }, password: { type: 'string', writeOnly: true }, name: { type: 'string' } },
    };
    expect(generateExample({}, schema, 'request')).toEqual({ password: 'string', name: 'string' });
    expect(generateExample({}, schema, 'response')).toEqual({ id: 'string', name: 'string' });
  });

  it('merges allOf and uses nested property examples', async () => {
    const doc = await loadFixtureDoc('pocket-id-mini.yaml');
    const value = generateExample(doc, ref('UserDto'), 'response') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['username', 'email', 'firstName', 'isAdmin', 'locale', 'id', 'userGroups', 'customClaims']);
    expect(value.isAdmin).toBe(false);
    expect(value.locale).toBe('en');
    expect(value.userGroups).toEqual([
      { id: '3fa85f64-5717-4562-b3fc-2c963f66afa6', name: 'string', friendlyName: 'string', createdAt: '2025-01-15T09:30:00Z' },
    ]);
  });

  it('stops at circular references', async () => {
    const doc = await loadFixtureDoc('circular.yaml');
    expect(generateExample(doc, ref('TreeNode'), 'response')).toEqual({ name: 'string', parent: null, children: [] });
    expect(generateExample(doc, ref('Person'), 'response')).toEqual({ name: 'string', employer: { name: 'string' } });
  });

  it('picks the first oneOf alternative and sets the discriminator value', async () => {
    const doc = await loadFixtureDoc('circular.yaml');
    expect(generateExample(doc, ref('Pet'), 'request')).toEqual({ petType: 'cat', name: 'string', lives: 0 });
  });

  it('handles arrays, maps and 3.1 type arrays', () => {
    expect(generateExample({}, { type: 'array', items: { type: 'integer', format: 'int64' } })).toEqual([0]);
    expect(generateExample({}, { type: 'object', additionalProperties: { type: 'boolean' } })).toEqual({ key: true });
    expect(generateExample({}, { type: ['null', 'string'], format: 'email' })).toBe('user@example.com');
  });
});

describe('exampleToText', () => {
  it('pretty prints JSON and keeps strings for text media', () => {
    expect(exampleToText({ a: [1] }, 'application/json')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(exampleToText('hello', 'text/plain')).toBe('hello');
    expect(exampleToText('hello', 'application/json')).toBe('"hello"');
    expect(exampleToText({ grant_type: 'code', redirect_uri: 'https://a.example/cb' }, 'application/x-www-form-urlencoded')).toBe(
      'grant_type=code&redirect_uri=https%3A%2F%2Fa.example%2Fcb',
    );
  });
});
