/**
 * The response examples' status tabs take their compact look from Tabs' own style (its
 * `compact` variant), not from a style of the API's that overrides the tabs' internals and
 * wins only by its place in the template's list.
 */
import React from 'react';
import { parseDocument } from 'htmlparser2';
import { selectAll } from 'css-select';
import type { Element } from 'domhandler';
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { ResponseExamples } from '../../../src/apiReference/browser/ResponseExamples';
import { shippedOperationStyles } from '../../../src/apiReference/browser/shippedOperationStyles';
import { shippedSchemaPageStyles } from '../../../src/apiReference/browser/shippedSchemaPageStyles';
import { tabsStyle } from '../../../src/components/mdx/Tabs.style';
import { TAB_SET } from '../../../src/components/mdx/Tabs.attributes';
import { renderStatic } from '../../../src/gatsby/bodies/renderStatic';
import { loadFixtureDoc } from './helpers';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

test('the status tabs are a compact tab set, a look the tabs style has', async () => {
  const model = buildApiModel(await loadFixtureDoc('pocket-id-mini.yaml'));
  const op = model.operations.find(o => o.responses.length > 1)!;
  const sets = selectAll(`.response-examples .${TAB_SET}`, parseDocument(renderStatic(<ResponseExamples responses={op.responses} />))) as unknown as Element[];
  expect(sets).toHaveLength(1);
  expect(sets[0].attribs['data-variant']).toBe('compact');
  expect(tabsStyle.styles).toMatch(/&\[data-variant='compact'\]\s*>\s*\[role='tablist'\]\s*\{[^}]*>\s*\[role='tab'\]\s*\{[^}]*font-family: var\(--font-mono\)/);
});

test('no other shipped body style restyles the tabs or their list (placing the set and its panels, as the examples column does, is layout)', () => {
  const others = [...shippedOperationStyles, ...shippedSchemaPageStyles].filter(style => style !== tabsStyle);
  const intruders = others.filter(style => /\[role='tab(list)?'\]/.test(style.styles)).map(style => style.name);
  expect(intruders).toEqual([]);
});
