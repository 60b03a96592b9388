import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClientSourcesLine } from '../../../src/clientGuides/browser/ClientSources';
import { byName, find, parse, text } from '../../support/html';

const line = (sources: string[]) => parse(renderToStaticMarkup(<ClientSourcesLine sources={sources} lastChecked="2026-11-01" />));

describe('a client guide header line about its sources', () => {
  it('names one source in the singular and several in the plural', () => {
    expect(text(find(line(['https://a.example/docs']), byName('a')))).toBe('1 source');
    expect(text(find(line(['https://a.example/docs', 'https://b.example/src']), byName('a')))).toBe('2 sources');
  });

  it('gives the date it was checked and links to the list at the end of the body', () => {
    const root = line(['https://a.example/docs']);
    expect(text(root)).toBe('Checked on 2026-11-01 against 1 source');
    expect(find(root, byName('a'))?.attribs.href).toBe('#sources');
  });
});
