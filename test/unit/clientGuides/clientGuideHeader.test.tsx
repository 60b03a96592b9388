/** The page's line under a client guide's title and its twin say the same version requirement. */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClientGuideHeader } from '../../../src/clientGuides/browser/ClientGuideHeader';
import { clientFactsMarkdown } from '../../../src/clientGuides/core/clientSetupMarkdown';
import { minVersionNote, type ClientGuideFacts } from '../../../src/clientGuides/core/clientExample';

const facts: ClientGuideFacts = {
  name: 'Grafana',
  homepage: 'https://grafana.com',
  category: 'monitoring',
  redirectUris: ['https://g.example.com/a'],
  postLogoutRedirectUris: [],
  pkce: 'supported',
  clientType: 'confidential',
  groupsClaim: true,
  roleMapping: null,
  minVersion: '10.0',
  lastChecked: '2026-11-22',
  sources: ['https://grafana.com/docs/'],
};
const pageText = (f: ClientGuideFacts) => renderToStaticMarkup(<ClientGuideHeader facts={f} />).replace(/<[^>]+>/g, '');

test('the page and the twin state the minimum version in the same words', () => {
  expect(minVersionNote(facts)).toBe('Needs Grafana 10.0 or later');
  expect(pageText(facts)).toContain(` · ${minVersionNote(facts)} · `);
  expect(clientFactsMarkdown(facts)).toContain(` · ${minVersionNote(facts)}\n`);
});

test('without a minimum version neither says one', () => {
  const any = { ...facts, minVersion: null };
  expect(minVersionNote(any)).toBeNull();
  expect(pageText(any)).not.toContain('Needs');
  expect(clientFactsMarkdown(any)).not.toContain('Needs');
});
