import { renderBody } from '../../../src/gatsby/bodies/renderBody';
import { miniApi as model } from './miniApi';
import { operationHeader } from './helpers';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

// The TOC of a body that reads it from its HTML: every h2 and h3 the body renders, nothing kept by hand.
test("an operation page's TOC is the headings its body renders, parameter groups included", async () => {
  const op = model.operations[0];
  const header = operationHeader(op, { displayName: 'Core', path: '/docs/api/core' });
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
  expect(model.schemas.map(s => s.name)).toEqual(['io.k8s.api.core.v1.Pod']);
  const [schema] = model.schemas;
  expect((await renderBody('apiSchema', { name: schema.name, title: schema.title, tree: schema.tree })).headings).toEqual([
    { depth: 2, value: 'Fields', id: 'fields' },
  ]);
  const tag = await renderBody('apiTag', { descriptionHtml: '<p>Pods.</p>', operations: [] });
  expect(tag.headings).toEqual([{ depth: 2, value: 'Operations', id: 'operations' }]);
});

test('the client-examples index lists its cards before the prose, in the order the page shows them', async () => {
  const body = await renderBody('clientExamples', { body: '## Not listed\n\n### Endpoints\n', file: 'client-examples.mdx', examples: [] });
  expect(body.headings).toEqual([
    { depth: 2, value: 'Applications', id: 'applications' },
    { depth: 2, value: 'Not listed', id: 'not-listed' },
    { depth: 3, value: 'Endpoints', id: 'endpoints' },
  ]);
});
