import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildSchemaTree } from '../../../src/apiReference/core/schemaTree';
import { SchemaTree } from '../../../src/apiReference/browser/SchemaTree';
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { OperationBody } from '../../../src/apiReference/browser/OperationBody';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

/** Every "shown above" link of a rendered tree points at an id the same markup has. */
function danglingLinks(html: string): string[] {
  const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map(m => m[1]));
  return [...html.matchAll(/class="link-back" href="#([^"]+)"/g)].map(m => m[1]).filter(id => !ids.has(id));
}

const tree = (schemas: Record<string, unknown>, root: string) =>
  renderToStaticMarkup(<SchemaTree root={buildSchemaTree({ components: { schemas } }, { $ref: `#/components/schemas/${root}` })!} />);

test('a repeated schema with properties links back to its first showing', () => {
  const html = tree(
    {
      Group: { type: 'object', properties: { id: { type: 'string' } } },
      User: {
        type: 'object',
        properties: { groups: { type: 'array', items: { $ref: '#/components/schemas/Group' } }, primary: { $ref: '#/components/schemas/Group' } },
      },
    },
    'User',
  );
  expect(html).toContain('Group is shown above');
  expect(danglingLinks(html)).toEqual([]);
});

test('a repeated schema without properties is shown again, with no link to an anchor that does not exist', () => {
  // Kubernetes' Patch: a plain object used by several fields (and media types).
  const html = tree(
    {
      Patch: { type: 'object', description: 'A patch document.' },
      Change: { type: 'object', properties: { first: { $ref: '#/components/schemas/Patch' }, second: { $ref: '#/components/schemas/Patch' } } },
    },
    'Change',
  );
  expect(html.match(/A patch document\./g)).toHaveLength(2);
  expect(danglingLinks(html)).toEqual([]);
});

test('a plain-object schema shared by several media types leaves no link to a missing anchor', () => {
  // Kubernetes' PATCH bodies: one Patch schema (no properties) under four media types.
  const patch = { schema: { $ref: '#/components/schemas/Patch' } };
  const model = buildApiModel({
    openapi: '3.0.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/things/{name}': {
        patch: {
          operationId: 'patchThing',
          tags: ['things'],
          parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { content: { 'application/json-patch+json': patch, 'application/merge-patch+json': patch }, required: true },
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'string' } } } } },
        },
      },
    },
    components: { schemas: { Patch: { type: 'object', description: 'A patch document.' } } },
  });
  const html = renderToStaticMarkup(<OperationBody op={model.operations[0]} />);
  // One schema under both names, shown once.
  expect(html).toContain('<code>application/json-patch+json</code>, <code>application/merge-patch+json</code>');
  expect(html.match(/A patch document\./g)).toHaveLength(1);
  expect(danglingLinks(html)).toEqual([]);
});

test('media types of one body with the same schema and example are shown once, and a status with the same example as another says so', () => {
  const pod = { schema: { $ref: '#/components/schemas/Pod' } };
  const model = buildApiModel({
    openapi: '3.0.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/pods': {
        post: {
          operationId: 'createPod',
          tags: ['pods'],
          requestBody: { content: { 'application/json': pod, 'application/yaml': pod }, required: true },
          responses: {
            '200': { description: 'OK', content: { 'application/json': pod, 'application/yaml': pod } },
            '201': { description: 'Created', content: { 'application/json': pod, 'application/yaml': pod } },
          },
        },
      },
    },
    components: { schemas: { Pod: { type: 'object', properties: { name: { type: 'string', description: 'The name of the pod.' } } } } },
  });
  const op = model.operations[0];
  expect(op.requestBody?.content.map(media => [media.mediaType, media.alsoAs])).toEqual([['application/json', ['application/yaml']]]);
  expect(op.responses.map(response => response.content.length)).toEqual([1, 1]);
  const html = renderToStaticMarkup(<OperationBody op={op} />);
  // Once for the request, once for the responses (readOnly and writeOnly differ by direction).
  expect(html.match(/The name of the pod\./g)).toHaveLength(2);
  expect(html).toContain('The same example as 200.');
  expect(danglingLinks(html)).toEqual([]);
});
