import { buildApiModel } from '../../../src/openapi/buildApiModel';
import { renderBody } from '../../../src/gatsby/page-bodies';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

// A spec with a long shared component (so it has a schema page) and an operation with path and query parameters.
const long = { type: 'string', description: 'x'.repeat(3000) };
const model = buildApiModel({
  openapi: '3.0.0',
  info: { title: 'Mini', version: '1' },
  paths: {
    '/pods/{name}': {
      put: {
        operationId: 'updatePod',
        tags: ['core'],
        parameters: [
          { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
        ],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pod' } } } },
        responses: { '204': { description: 'Updated' } },
      },
    },
  },
  components: { schemas: { Pod: { type: 'object', properties: { spec: long, status: long } } } },
});

// The TOC of a body that reads it from its HTML: every h2 and h3 the body renders, nothing kept by hand.
test("an operation page's TOC is the headings its body renders, parameter groups included", async () => {
  const op = model.operations[0];
  const header = { method: op.method, path: op.path, pathSegments: op.pathSegments, operationId: op.operationId, tag: { displayName: 'Core', path: '/docs/api/core' } };
  const body = await renderBody('apiOperation', { body: op, header });
  expect(body.headings).toEqual([
    { depth: 2, value: 'Authentication', id: 'authentication' },
    { depth: 2, value: 'Parameters', id: 'parameters' },
    { depth: 3, value: 'Path parameters', id: 'path-parameters' },
    { depth: 3, value: 'Query parameters', id: 'query-parameters' },
    { depth: 2, value: 'Request body', id: 'request-body' },
    { depth: 2, value: 'Responses', id: 'responses' },
    { depth: 2, value: 'Code samples', id: 'code-samples' },
    { depth: 2, value: 'Response examples', id: 'response-examples' },
  ]);
});

test("a schema page's and a tag page's TOC come from their bodies", async () => {
  expect(model.schemas.map(s => s.name)).toEqual(['Pod']);
  expect((await renderBody('schema', { name: 'Pod', title: 'Pod', tree: model.schemas[0].tree })).headings).toEqual([{ depth: 2, value: 'Fields', id: 'fields' }]);
  const tag = await renderBody('apiTag', { descriptionHtml: '<p>Pods.</p>', operations: [] });
  expect(tag.headings).toEqual([{ depth: 2, value: 'Operations', id: 'operations' }]);
});

test('the client-examples index lists its cards before the prose, in the order the page shows them', async () => {
  const body = await renderBody('clientIndex', { body: '## Not listed\n\n### Endpoints\n', file: 'client-examples.mdx', examples: [] });
  expect(body.headings).toEqual([
    { depth: 2, value: 'Applications', id: 'applications' },
    { depth: 2, value: 'Not listed', id: 'not-listed' },
    { depth: 3, value: 'Endpoints', id: 'endpoints' },
  ]);
});
