import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { buildSchemaTree } from '../../../src/apiReference/core/schemaTree';
import type { SchemaNode } from '../../../src/apiReference/core/types';

const count = (n: SchemaNode | null): number =>
  n === null ? 0 : 1 + n.children.reduce((s, c) => s + count(c), 0) + (n.alternatives?.options.reduce((s, o) => s + count(o), 0) ?? 0) + count(n.not);

/** 100 schemas that all reference each other in a dense graph: the worst case for page size. */
function denseSpec(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < 100; i++) {
    schemas[`S${i}`] = {
      type: 'object',
      properties: {
        a: { type: 'string', format: 'uuid' },
        b: { type: 'array', items: { $ref: `#/components/schemas/S${(i + 1) % 100}` } },
        c: { type: 'integer', minimum: 0 },
        d: { allOf: [{ $ref: `#/components/schemas/S${(i + 7) % 100}` }], nullable: true },
      },
    };
  }
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 100; i++) {
    paths[`/api/r${i}`] = {
      post: {
        tags: [`T${i % 12}`],
        summary: `Create r${i}`,
        requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/S${(i + 3) % 100}` } } } },
        responses: { '201': { description: 'OK', content: { 'application/json': { schema: { $ref: `#/components/schemas/S${i}` } } } } },
      },
    };
  }
  return { openapi: '3.0.3', info: { title: 'Dense', version: '1' }, paths, components: { schemas } };
}

describe('size safety nets', () => {
  it('caps tree size and page data on a dense reference graph', () => {
    const model = buildApiModel(denseSpec());
    expect(model.operations).toHaveLength(100);
    for (const op of model.operations) {
      expect(count(op.requestBody!.content[0].schema)).toBeLessThanOrEqual(100);
      expect(count(op.responses[0].content[0].schema)).toBeLessThanOrEqual(100);
      expect(JSON.stringify(op).length).toBeLessThan(150_000);
    }
  });

  it('links repeated component schemas instead of expanding them twice (repeatOf)', () => {
    const doc = {
      components: {
        schemas: {
          Group: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
          User: {
            type: 'object',
            properties: { groups: { type: 'array', items: { $ref: '#/components/schemas/Group' } }, primaryGroup: { $ref: '#/components/schemas/Group' } },
          },
        },
      },
    };
    const tree = buildSchemaTree(doc, { $ref: '#/components/schemas/User' })!;
    const items = tree.children[0].children[0];
    expect(items.children.map(c => c.name)).toEqual(['id', 'name']);
    expect(tree.children[1]).toMatchObject({ name: 'primaryGroup', typeLabel: 'Group', repeatOf: 'Group', recursiveRef: null, children: [] });
  });

  it('collapses component references nested deeper than maxRefDepth', () => {
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < 6; i++) schemas[`L${i}`] = { type: 'object', properties: { next: { $ref: `#/components/schemas/L${i + 1}` } } };
    schemas.L6 = { type: 'object', properties: { end: { type: 'string' } } };
    const tree = buildSchemaTree({ components: { schemas } }, { $ref: '#/components/schemas/L0' }, { maxRefDepth: 3 })!;
    const l3 = tree.children[0].children[0].children[0];
    expect(l3).toMatchObject({ refName: 'L3', truncated: true, children: [] });
  });
});
