import React from 'react';
import { CacheProvider } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { OperationBody } from '../../../src/apiReference/browser/OperationBody';
import { OperationHeader } from '../../../src/apiReference/browser/OperationHeader';
import { YourSetupForm } from '../../../src/yourSetup/browser/YourSetupForm';
import { operationPageStyles } from '../../../src/components/operationPageStyles';
import { shippedSchemaPageStyles } from '../../../src/apiReference/browser/shippedSchemaPageStyles';
import { ShippedBodyStyles } from '../../../src/components/ShippedBodyStyles';
import { bodyRenderer } from '../../../src/gatsby/bodies/renderStatic';
import { serverEmotion } from '../../../src/gatsby/ssr/serverEmotion';
import type { ApiModel } from '../../../src/apiReference/core/types';
import { loadFixtureDoc } from './helpers';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

let model: ApiModel;
beforeAll(async () => {
  model = buildApiModel(await loadFixtureDoc('pocket-id-mini.yaml'));
});

const classesOf = (text: string, prefix = '') => new Set([...text.matchAll(new RegExp(`${prefix}css-([\\w-]+)`, 'g'))].map(m => m[1]));

test('each shipped style has its own name, with a hyphen (else Emotion appends a label in development)', () => {
  for (const list of [operationPageStyles, shippedSchemaPageStyles]) {
    for (const style of list) expect(style.name).toMatch(/^[a-z]+(-[a-z]+)+$/);
  }
  const byName = new Map<string, unknown>();
  for (const style of [...operationPageStyles, ...shippedSchemaPageStyles]) {
    expect([style.name, byName.get(style.name) ?? style]).toEqual([style.name, style]);
    byName.set(style.name, style);
  }
});

test("an operation page's body and header use only styles its template ships, so its bodyCss is empty", () => {
  const op = model.operations.find(o => o.slug === 'create-a-user')!;
  const body = bodyRenderer();
  const html =
    body.static(<OperationBody op={op} />) +
    body.static(
      <>
        <OperationHeader op={{ method: op.method, path: op.path, pathSegments: op.pathSegments, tag: { displayName: 'Users', path: '/users' } }} />
        <YourSetupForm />
      </>,
    );
  const shipped = new Set(operationPageStyles.map(style => style.name));
  const used = classesOf(html);
  // Its parts: the schema tree, code blocks and tabs, the method bar and the "Your setup" form.
  for (const part of ['field-head', 'code-block', 'tab-set', 'op-path', 'your-setup']) expect(used).toContain(part);
  expect(classesOf(body.css(), '\\.')).toEqual(used);
  expect(body.css(shipped)).toBe('');
});

test('bodyCss keeps the rules of every style the template does not ship', () => {
  const op = model.operations.find(o => o.slug === 'create-a-user')!;
  const body = bodyRenderer();
  const used = classesOf(body.static(<OperationBody op={op} />));
  const shipped = new Set(['code-block', 'field-head']);
  expect(classesOf(body.css(shipped), '\\.')).toEqual(new Set([...used].filter(name => !shipped.has(name))));
});

test('on the server the template registers the shipped styles, so the page takes the rules its HTML uses', () => {
  const { cache, extractCritical } = serverEmotion();
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ShippedBodyStyles styles={operationPageStyles} />
      <div className="css-field-head css-status-badge" />
    </CacheProvider>,
  );
  expect(classesOf(extractCritical(html).css, '\\.')).toEqual(new Set(['field-head', 'status-badge']));
});
