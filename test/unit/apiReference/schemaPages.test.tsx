import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { buildSchemaTree, describedLength } from '../../../src/apiReference/core/schemaTree';
import { LINKED_SCHEMA_TEXT, SchemaPageRegistry, schemaTitle } from '../../../src/apiReference/core/schemaPages';
import { SchemaTree } from '../../../src/apiReference/browser/SchemaTree';
import { OperationMarkdown } from '../../../src/twins/apiOperationMarkdown';
import type { SchemaNode } from '../../../src/apiReference/core/types';
import { loadFixtureDoc } from './helpers';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => `/prefix${route}` }));

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A field whose description alone is `chars` long. */
const described = (chars: number) => ({ type: 'string', description: 'x'.repeat(chars) });

/** Kubernetes in miniature: every object has a `metadata` documented at length. */
const schemas = {
  ObjectMeta: {
    type: 'object',
    description: 'Metadata of every stored object.',
    properties: { name: described(800), labels: described(800), owner: ref('OwnerReference') },
  },
  OwnerReference: { type: 'object', properties: { uid: described(900), kind: described(900) } },
  Pod: { type: 'object', properties: { metadata: ref('ObjectMeta'), phase: { type: 'string' } } },
  PodList: { type: 'object', properties: { items: { type: 'array', items: ref('Pod') } } },
};
const doc = { components: { schemas } };
const registry = () => new SchemaPageRegistry(r => describedLength(doc, r));
const child = (node: SchemaNode, name: string) => node.children.find(c => c.name === name)!;

test('a component weighs what its own fields say, not what the components it uses say', () => {
  // Two fields of 800: its owner's 1,800 characters are weighed when the owner is met.
  expect(describedLength(doc, '#/components/schemas/ObjectMeta')).toBeGreaterThan(1600);
  expect(describedLength(doc, '#/components/schemas/ObjectMeta')).toBeLessThan(1700);
  // Pod says nothing itself; ObjectMeta's one-line description is all it shows of it.
  expect(describedLength(doc, '#/components/schemas/Pod')).toBe('<p>Metadata of every stored object.</p>'.length);
});

test('a long component inside another is named and linked, not expanded; a short one is expanded', () => {
  const pages = registry();
  const pod = buildSchemaTree(doc, ref('Pod'), { pages })!;
  const metadata = child(pod, 'metadata');
  expect(metadata.children).toEqual([]);
  expect(metadata.schemaPage).toBe('objectmeta');
  expect(metadata.descriptionHtml).toContain('Metadata of every stored object.');
  expect(pages.linked().map(l => l.name)).toEqual(['ObjectMeta']);
  // Without the registry (or below the threshold), the same tree expands it.
  const inline = buildSchemaTree(doc, ref('Pod'))!;
  expect(child(inline, 'metadata').children.map(c => c.name)).toEqual(['name', 'labels', 'owner']);
  expect(child(inline, 'metadata').schemaPage).toBeNull();
  const lenient = buildSchemaTree(doc, ref('Pod'), { pages: new SchemaPageRegistry(r => describedLength(doc, r), 10_000) })!;
  expect(child(lenient, 'metadata').children).toHaveLength(3);
});

test('the schema a tree is about is expanded however long it is', () => {
  const tree = buildSchemaTree(doc, ref('ObjectMeta'), { pages: registry() })!;
  expect(tree.children.map(c => c.name)).toEqual(['name', 'labels', 'owner']);
  expect(tree.schemaPage).toBeNull();
});

test('a component cut short by the nesting limit links to its page too', () => {
  const pages = registry();
  const list = buildSchemaTree(doc, ref('PodList'), { pages: new SchemaPageRegistry(() => 0), maxRefDepth: 1 })!;
  const pod = child(list, 'items').children[0];
  expect(pod.truncated).toBe(true);
  expect(pod.schemaPage).toBe('pod');
  // With no registry the old note stays: nothing to link to.
  expect(buildSchemaTree(doc, ref('PodList'), { maxRefDepth: 1 })!.children[0].children[0].schemaPage).toBeNull();
  expect(pages.linked()).toEqual([]);
});

test('slugs are unique, and a component linked twice has one page', () => {
  const pages = new SchemaPageRegistry(() => LINKED_SCHEMA_TEXT + 1);
  expect(pages.link('#/a', 'v1.Pod').slug).toBe('v1-pod');
  expect(pages.link('#/b', 'v1 Pod').slug).toBe('v1-pod-2');
  expect(pages.link('#/a', 'v1.Pod').slug).toBe('v1-pod');
  expect(pages.linked()).toHaveLength(2);
});

test("a page's title is the schema's name without its namespace", () => {
  expect(schemaTitle('io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta')).toBe('ObjectMeta');
  expect(schemaTitle('UserGroupDto')).toBe('UserGroupDto');
});

test('a component is weighed once however often it is met', () => {
  const weigh = jest.fn(() => 5000);
  const pages = new SchemaPageRegistry(weigh);
  for (let i = 0; i < 3; i++) expect(pages.isLong('#/components/schemas/ObjectMeta')).toBe(true);
  expect(weigh).toHaveBeenCalledTimes(1);
});

describe('the model of a spec with long shared components', () => {
  const model = buildApiModel({
    openapi: '3.0.0',
    info: { title: 'Mini Kubernetes', version: '1' },
    paths: {
      '/pods': {
        get: {
          operationId: 'listPods',
          tags: ['core'],
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: ref('PodList') } } } },
        },
      },
    },
    components: { schemas },
  });

  test('gives each linked component a page, and the components its page links to as well', () => {
    // PodList -> Pod (short, expanded) -> ObjectMeta (long: linked). ObjectMeta's page shows
    // OwnerReference (long too, nested): linked from there, so it gets a page.
    expect(model.schemas.map(s => [s.name, s.slug])).toEqual([
      ['ObjectMeta', 'objectmeta'],
      ['OwnerReference', 'ownerreference'],
    ]);
    const meta = model.schemas[0].tree;
    expect(meta.children.map(c => c.name)).toEqual(['name', 'labels', 'owner']);
    expect(child(meta, 'owner').schemaPage).toBe('ownerreference');
  });

  test('the operation links to the page and does not repeat the long fields', () => {
    const html = renderToStaticMarkup(<SchemaTree root={model.operations[0].responses[0].content[0].schema!} />);
    expect(html).toContain('<a class="link-back" href="/prefix/docs/api/schemas/objectmeta">All fields of ObjectMeta</a>');
    expect(html).not.toContain('x'.repeat(800));
    expect(html).not.toContain('Not expanded further');
  });

  test('the Markdown twins link the page, and the page lists every field', () => {
    const markdown = new OperationMarkdown(p => `https://docs.example${p}`);
    const lines = markdown.schemaLines(model.operations[0].responses[0].content[0].schema!).join('\n');
    expect(lines).toContain('Shown in full on [its own page](https://docs.example/docs/api/schemas/objectmeta).');
    const page = markdown.schemaPage(model.schemas[0].tree);
    expect(page).toMatch(/^Metadata of every stored object\.\n\n## Fields\n\n- The schema \(`ObjectMeta`\)/);
    expect(page).toContain('  - `name` (`string`): xxx');
    expect(page).toContain('  - `owner` (`OwnerReference`): Shown in full on [its own page](https://docs.example/docs/api/schemas/ownerreference).');
  });
});

test('a list of a long component shows its item row, with the link', () => {
  const owners = { type: 'object', properties: { owners: { type: 'array', items: ref('OwnerReference') } } };
  const html = renderToStaticMarkup(
    <SchemaTree root={buildSchemaTree({ components: { schemas: { ...schemas, Owners: owners } } }, ref('Owners'), { pages: registry() })!} />,
  );
  expect(html).toContain('href="/prefix/docs/api/schemas/ownerreference"');
});

test("Pocket ID's own components are short enough to stay inline: its reference has no schema pages", async () => {
  const pocketId = await loadFixtureDoc('../../../openapi/pocket-id.yaml');
  expect(buildApiModel(pocketId).schemas).toEqual([]);
});
