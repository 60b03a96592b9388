/**
 * A schema page's header (its full, namespaced name under the shorter title) is part of its
 * body kind, like an operation's: rendered with the body, its rules in the body's CSS, so the
 * template and develop's search article get the same HTML.
 */
import { parseDocument } from 'htmlparser2';
import { selectAll } from 'css-select';
import { textContent } from 'domutils';
import type { Element } from 'domhandler';
import { buildApiModel } from '../../../src/openapi/buildApiModel';
import { renderBody } from '../../../src/gatsby/page-bodies';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

const long = { type: 'string', description: 'x'.repeat(3000) };
const model = buildApiModel({
  openapi: '3.0.0',
  info: { title: 'Mini', version: '1' },
  paths: {
    '/pods': {
      get: {
        operationId: 'listPods',
        tags: ['core'],
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/io.k8s.api.core.v1.Pod' } } } } },
      },
    },
  },
  components: { schemas: { 'io.k8s.api.core.v1.Pod': { type: 'object', properties: { spec: long, status: long } } } },
});

test("a namespaced schema's page header is its full name, rendered with the body and styled by the body's CSS", async () => {
  const [schema] = model.schemas;
  expect(schema.title).toBe('Pod');
  const body = await renderBody('schema', { name: schema.name, title: schema.title, tree: schema.tree });
  const names = selectAll('p.schema-name', parseDocument(body.headerHtml)) as unknown as Element[];
  expect(names.map(name => textContent(name))).toEqual(['io.k8s.api.core.v1.Pod']);
  const className = names[0].attribs.class.split(' ').find(name => name.startsWith('css-'))!;
  expect((body as Record<string, unknown>).bodyCss).toContain(`.${className}{`);
  // The header is not a TOC entry and not part of the body's own HTML.
  expect(body.contentHtml).not.toContain('schema-name');
});

test('a schema whose title is its name has no header', async () => {
  const [schema] = model.schemas;
  const body = await renderBody('schema', { name: 'Pod', title: 'Pod', tree: schema.tree });
  expect(body.headerHtml).toBe('');
});
