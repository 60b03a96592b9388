import { constraintsOf } from '../../../src/apiReference/core/schemaLabels';
import { buildSchemaTree } from '../../../src/apiReference/core/schemaTree';
import type { SchemaNode } from '../../../src/apiReference/core/types';
import { assertPlainJson, loadFixtureDoc } from './helpers';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const child = (node: SchemaNode | null, name: string): SchemaNode => {
  const found = node?.children.find(c => c.name === name);
  if (!found) throw new Error(`no child ${name} in ${node?.name ?? 'root'}: ${node?.children.map(c => c.name).join(', ')}`);
  return found;
};

describe('buildSchemaTree: labels and flags', () => {
  const doc = {
    components: {
      schemas: {
        UserDto: { type: 'object', properties: { id: { type: 'string' } } },
        Role: { type: 'string', enum: ['admin', 'user'] },
      },
    },
  };

  it.each([
    [{ type: 'string', format: 'email' }, 'string<email>'],
    [{ type: 'integer', format: 'int64' }, 'integer<int64>'],
    [{ type: 'array', items: ref('UserDto') }, 'array<UserDto>'],
    [{ type: 'array', items: { type: 'string', format: 'uuid' } }, 'array<string<uuid>>'],
    [{ type: 'array', items: { type: 'array', items: { type: 'integer' } } }, 'array<array<integer>>'],
    [{ type: 'string', nullable: true }, 'string | null'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ type: ['string', 'integer'] }, 'string | integer'],
    [{ type: 'null' }, 'null'],
    [ref('UserDto'), 'UserDto'],
    [ref('Role'), 'string'],
    [{ properties: { a: {} } }, 'object'],
    [{ enum: [1, 2] }, 'integer'],
    [{}, 'any'],
    [true, 'any'],
    [{ not: { type: 'integer' } }, 'not<integer>'],
    [{ oneOf: [ref('UserDto'), { type: 'string' }] }, 'oneOf'],
    [{ anyOf: [ref('UserDto'), ref('Role')] }, 'UserDto | Role'],
  ])('%j -> %s', (schema, label) => {
    expect(buildSchemaTree(doc, schema)?.typeLabel).toBe(label);
  });

  it('marks nullable from 3.0 nullable and 3.1 type arrays', () => {
    expect(buildSchemaTree(doc, { type: 'string', nullable: true })?.nullable).toBe(true);
    expect(buildSchemaTree(doc, { type: ['integer', 'null'] })?.nullable).toBe(true);
    expect(buildSchemaTree(doc, { type: 'integer' })?.nullable).toBe(false);
  });

  it('keeps the component name of a referenced primitive and its enum', () => {
    const node = buildSchemaTree(doc, ref('Role'))!;
    expect(node.refName).toBe('Role');
    expect(node.enumValues).toEqual(['"admin"', '"user"']);
  });

  it('collects constraints, default, const, example, flags and description', () => {
    const node = buildSchemaTree(doc, {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 3, maxLength: 50, pattern: '^[a-z]+$', description: 'The **name**.', example: 'alice' },
        age: { type: 'integer', minimum: 0, exclusiveMaximum: 150, multipleOf: 1, default: 18 },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 10, uniqueItems: true },
        id: { type: 'string', readOnly: true, deprecated: true },
        secret: { type: 'string', writeOnly: true },
        kind: { const: 'user' },
      },
    })!;
    const name = child(node, 'name');
    expect(name.required).toBe(true);
    expect(name.constraints).toEqual(['length 3..50', 'pattern ^[a-z]+$']);
    expect(name.descriptionHtml).toBe('<p>The <strong>name</strong>.</p>');
    expect(name.example).toBe('"alice"');
    const age = child(node, 'age');
    expect(age.required).toBe(false);
    expect(age.constraints).toEqual(['≥ 0', '< 150', 'multiple of 1']);
    expect(age.defaultValue).toBe('18');
    expect(child(node, 'tags').constraints).toEqual(['items 1..10', 'unique items']);
    expect(child(node, 'id').readOnly).toBe(true);
    expect(child(node, 'id').deprecated).toBe(true);
    expect(child(node, 'secret').writeOnly).toBe(true);
    expect(child(node, 'kind').constValue).toBe('"user"');
    expect(child(node, 'kind').typeLabel).toBe('string');
  });

  it('formats 3.0 boolean exclusive bounds', () => {
    expect(constraintsOf({ minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: true })).toEqual(['> 0', '< 10']);
    expect(constraintsOf({ minLength: 2, maxLength: 2 })).toEqual(['length 2']);
    expect(constraintsOf({ maxLength: 5, minProperties: 1 })).toEqual(['length ≤ 5', 'properties ≥ 1']);
  });

  it('hides readOnly properties in requests and writeOnly ones in responses', () => {
    const schema = {
      type: 'object',
      properties: { id: { type: 'string', readOnly: true }, password: { type: 'string', writeOnly: true }, name: { type: 'string' } },
    };
    expect(buildSchemaTree(doc, schema, { direction: 'request' })!.children.map(c => c.name)).toEqual(['password', 'name']);
    expect(buildSchemaTree(doc, schema, { direction: 'response' })!.children.map(c => c.name)).toEqual(['id', 'name']);
    expect(buildSchemaTree(doc, schema)!.children.map(c => c.name)).toEqual(['id', 'password', 'name']);
  });

  it('shows additionalProperties as a {key} child', () => {
    const node = buildSchemaTree(doc, { type: 'object', additionalProperties: ref('UserDto') })!;
    expect(node.children).toHaveLength(1);
    expect(node.children[0]).toMatchObject({ role: 'additionalProperties', name: '{key}', typeLabel: 'UserDto' });
  });

  it('returns null without a schema', () => {
    expect(buildSchemaTree(doc, undefined)).toBeNull();
  });
});

describe('buildSchemaTree: composition (circular.yaml, pocket-id-mini.yaml)', () => {
  it('merges allOf into one object with properties and required unioned', async () => {
    const doc = await loadFixtureDoc('pocket-id-mini.yaml');
    const node = buildSchemaTree(doc, ref('UserDto'))!;
    expect(node.typeLabel).toBe('UserDto');
    expect(node.refName).toBe('UserDto');
    expect(node.children.map(c => c.name)).toEqual(['username', 'email', 'firstName', 'isAdmin', 'locale', 'password', 'id', 'userGroups', 'customClaims']);
    expect(
      node.children
        .filter(c => c.required)
        .map(c => c.name)
        .sort(),
    ).toEqual(['email', 'id', 'username']);
    expect(child(node, 'firstName').typeLabel).toBe('string | null');
    expect(child(node, 'firstName').descriptionHtml).toContain('Käthe, José and 李');
    expect(child(node, 'userGroups').typeLabel).toBe('array<UserGroupDto>');
    const items = child(child(node, 'userGroups'), '[]');
    expect(items.role).toBe('items');
    expect(items.children.map(c => c.name)).toEqual(['id', 'name', 'friendlyName', 'createdAt']);
    expect(child(items, 'createdAt').typeLabel).toBe('string<date-time>');
  });

  it('labels oneOf alternatives from $ref names, titles or "Option N" and shows the discriminator', async () => {
    const doc = await loadFixtureDoc('circular.yaml');
    const node = buildSchemaTree(doc, ref('Pet'))!;
    expect(node.alternatives).not.toBeNull();
    const alt = node.alternatives!;
    expect(alt.kind).toBe('oneOf');
    expect(alt.options.map(o => o.name)).toEqual(['Cat', 'Dog', 'Option 3']);
    expect(alt.options.every(o => o.role === 'option')).toBe(true);
    expect(alt.discriminatorProperty).toBe('petType');
    expect(alt.discriminatorMapping).toEqual([
      { value: 'cat', target: 'Cat' },
      { value: 'dog', target: 'Dog' },
    ]);
    const cat = alt.options[0];
    expect(cat.children.map(c => c.name)).toEqual(['petType', 'name', 'lives']);
    expect(child(cat, 'lives').constraints).toEqual(['≥ 0', '≤ 9']);
    expect(child(alt.options[1], 'goodBoy').defaultValue).toBe('true');
  });

  it('uses the title of an inline alternative and derives implicit discriminator mappings', () => {
    const doc = { components: { schemas: { A: { type: 'object' }, B: { type: 'object' } } } };
    const node = buildSchemaTree(doc, {
      anyOf: [ref('A'), ref('B'), { title: 'Inline thing', type: 'string' }],
      discriminator: { propertyName: 'kind' },
    })!;
    expect(node.alternatives!.kind).toBe('anyOf');
    expect(node.alternatives!.options.map(o => o.name)).toEqual(['A', 'B', 'Inline thing']);
    expect(node.alternatives!.discriminatorMapping).toEqual([
      { value: 'A', target: 'A' },
      { value: 'B', target: 'B' },
    ]);
    expect(node.typeLabel).toBe('A | B | Inline thing');
  });

  it('shows not', async () => {
    const doc = await loadFixtureDoc('circular.yaml');
    const person = buildSchemaTree(doc, ref('Person'))!;
    const notInt = child(person, 'notAnInteger');
    expect(notInt.not).toMatchObject({ role: 'not', typeLabel: 'integer' });
  });

  it('turns recursion into recursiveRef nodes instead of expanding forever', async () => {
    const doc = await loadFixtureDoc('circular.yaml');
    const tree = buildSchemaTree(doc, ref('TreeNode'))!;
    expect(tree.recursiveRef).toBeNull();
    const parent = child(tree, 'parent');
    expect(parent).toMatchObject({ recursiveRef: 'TreeNode', typeLabel: 'TreeNode | null', nullable: true, children: [] });
    const items = child(child(tree, 'children'), '[]');
    expect(items).toMatchObject({ recursiveRef: 'TreeNode', children: [] });

    // mutual recursion Person -> Company -> Person
    const person = buildSchemaTree(doc, ref('Person'))!;
    const ceo = child(child(person, 'employer'), 'ceo');
    expect(ceo).toMatchObject({ recursiveRef: 'Person', typeLabel: 'Person', children: [] });
    assertPlainJson(tree);
    assertPlainJson(person);
  });

  it('stops at the depth cap and marks the node truncated', () => {
    let deep: Record<string, unknown> = { type: 'object', properties: { leaf: { type: 'string' } } };
    for (let i = 0; i < 30; i++) deep = { type: 'object', properties: { next: deep } };
    const tree = buildSchemaTree({}, deep, { maxDepth: 5 })!;
    let node: SchemaNode = tree;
    let depth = 0;
    while (node.children.length) {
      node = node.children[0];
      depth++;
    }
    expect(depth).toBe(5);
    expect(node.truncated).toBe(true);
  });

  it('stops at the node budget', () => {
    const wide = {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 50 }, (_, i) => [`p${i}`, { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } }]),
      ),
    };
    const tree = buildSchemaTree({}, wide, { maxNodes: 30 })!;
    const count = (n: SchemaNode): number => 1 + n.children.reduce((s, c) => s + count(c), 0);
    expect(count(tree)).toBeLessThanOrEqual(31);
    expect(tree.truncated).toBe(true);
  });
});

test('a tree stops expanding once its descriptions reach the text budget, and says so', () => {
  const long = 'Words that document a field at length. '.repeat(20); // ~800 characters
  const properties = Object.fromEntries(
    Array.from({ length: 30 }, (_, i) => [`field${i}`, { type: 'object', description: long, properties: { inner: { type: 'string', description: long } } }]),
  );
  const tree = buildSchemaTree({}, { type: 'object', properties }, { maxText: 6000 }) as SchemaNode;
  const all: SchemaNode[] = [];
  const walk = (node: SchemaNode) => {
    all.push(node);
    node.children.forEach(walk);
  };
  walk(tree);
  const text = all.reduce((sum, node) => sum + (node.descriptionHtml?.length ?? 0), 0);
  expect(text).toBeLessThan(6000 + 2 * long.length);
  expect(all.length).toBeLessThan(30);
  expect(all.some(node => node.truncated)).toBe(true);
});
