/**
 * A schema page's header (its full, namespaced name under the shorter title) is part of its
 * body kind, like an operation's: rendered with the body, its rules in the body's CSS, so the
 * template and develop's search article get the same HTML.
 */
import { parseDocument } from 'htmlparser2';
import { selectAll } from 'css-select';
import { textContent } from 'domutils';
import type { Element } from 'domhandler';
import { renderBody } from '../../../src/gatsby/bodies/renderBody';
import { miniApi as model } from './miniApi';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

test("a namespaced schema's page header is its full name, rendered with the body and styled by the body's CSS", async () => {
  const [schema] = model.schemas;
  expect(schema.title).toBe('Pod');
  const body = await renderBody('apiSchema', { name: schema.name, title: schema.title, tree: schema.tree });
  const names = selectAll('p.schema-name', parseDocument(body.headerHtml)) as unknown as Element[];
  expect(names.map(name => textContent(name))).toEqual(['io.k8s.api.core.v1.Pod']);
  const className = names[0].attribs.class.split(' ').find(name => name.startsWith('css-'))!;
  expect((body as Record<string, unknown>).bodyCss).toContain(`.${className}{`);
  // The header is not a TOC entry and not part of the body's own HTML.
  expect(body.contentHtml).not.toContain('schema-name');
});

test('a schema whose title is its name has no header', async () => {
  const [schema] = model.schemas;
  const body = await renderBody('apiSchema', { name: 'Pod', title: 'Pod', tree: schema.tree });
  expect(body.headerHtml).toBe('');
});
