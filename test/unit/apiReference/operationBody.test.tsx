import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { OperationBody } from '../../../src/apiReference/browser/OperationBody';
import { prettyValue } from '../../../src/apiReference/browser/ValueText';
import { hasNestedLevels } from '../../../src/apiReference/core/schemaTreeLayout';
import type { ApiModel, ApiOperation } from '../../../src/apiReference/core/types';
import { loadFixtureDoc } from './helpers';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

let model: ApiModel;
const op = (slug: string): ApiOperation => model.operations.find(o => o.slug === slug)!;
const render = (slug: string) => renderToStaticMarkup(<OperationBody op={op(slug)} />);

beforeAll(async () => {
  model = buildApiModel(await loadFixtureDoc('pocket-id-mini.yaml'));
});

test('details come first, then the examples column with the code samples and the response switcher', () => {
  const html = render('create-a-user');
  const details = html.indexOf('class="api-details ');
  const examples = html.indexOf('class="api-examples ');
  expect(details).toBeGreaterThan(-1);
  expect(examples).toBeGreaterThan(details);
  expect(html.indexOf('id="code-samples"')).toBeGreaterThan(examples);
  expect(html.indexOf('id="response-examples"')).toBeGreaterThan(examples);
  expect(html.indexOf('id="request-body"')).toBeLessThan(examples);
  // One status tab per response, in the spec's order.
  const tabs = [...html.slice(html.indexOf('id="response-examples"')).matchAll(/role="tab"[^>]*data-value="([^"]+)"/g)].map(m => m[1]);
  expect(tabs).toEqual(op('create-a-user').responses.map(r => r.status));
});

test('success responses are open and the others collapsed, each with a one-line summary', () => {
  const html = render('create-a-user');
  for (const response of op('create-a-user').responses) {
    const tag = new RegExp(`<details id="response-${response.status.toLowerCase()}" class="response(?: [^"]*)?"( open="")?>`).exec(html);
    expect([response.status, tag?.[1] === ' open=""']).toEqual([response.status, response.kind === 'success']);
  }
});

test('parameters are a list of fields, not a table; nested trees get Expand all / Collapse all', () => {
  const html = render('list-users');
  expect(html).not.toContain('<table');
  expect(html).toMatch(/<ul class="[^"]*api-params/);
  const body = render('create-a-user');
  expect(body).toMatch(/<code class="name">[^<]+<\/code><span class="type">/);
  const trees = body.split('class="schema-tree').length - 1;
  const nested = [...(op('create-a-user').requestBody?.content ?? []), ...op('create-a-user').responses.flatMap(r => r.content)].filter(
    m => m.schema && hasNestedLevels(m.schema),
  ).length;
  expect(trees).toBeGreaterThan(0);
  expect(body.split('data-schema-expand="open"').length - 1).toBe(nested);
});

test('an object or array value is shown as an indented block, never as one line of JSON', () => {
  expect(prettyValue('{"a":1,"b":[1,2]}')).toEqual({ block: true, text: '{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}' });
  expect(prettyValue('[]')).toEqual({ block: false, text: '[]' });
  expect(prettyValue('"admin"')).toEqual({ block: false, text: '"admin"' });
  expect(prettyValue('{not json')).toEqual({ block: false, text: '{not json' });
});
