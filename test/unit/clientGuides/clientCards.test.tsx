import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClientCards } from '../../../src/clientGuides/browser/ClientCards';
import { showClientCards } from '../../../src/clientGuides/browser/showClientCards';
import { clientBadges } from '../../../src/clientGuides/core/clientBadges';
import type { ClientSummary } from '../../../src/clientGuides/core/clientFilter';
import { byName, find, findAll, parse, text } from '../../support/html';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => `/prefix${route}` }));

const examples: ClientSummary[] = [
  {
    slug: '/docs/client-examples/immich',
    name: 'Immich',
    description: 'Photos & videos <self-hosted>',
    category: 'media',
    pkce: 'supported',
    clientType: 'confidential',
    groupsClaim: false,
  },
  {
    slug: '/docs/client-examples/grafana',
    name: 'grafana',
    description: 'Dashboards',
    category: 'monitoring',
    pkce: 'required',
    clientType: 'public',
    groupsClaim: true,
  },
];

describe('client badges', () => {
  it('lists category, PKCE, client type and groups in order', () => {
    expect(clientBadges(examples[1])).toEqual([
      { kind: 'category', label: 'Monitoring' },
      { kind: 'pkce-required', label: 'PKCE required' },
      { kind: 'client-public', label: 'Public client' },
      { kind: 'groups', label: 'Groups / roles' },
    ]);
    expect(clientBadges({ ...examples[0], category: 'unknown' })[0].label).toBe('unknown');
  });
});

describe('client cards', () => {
  const html = renderToStaticMarkup(<ClientCards examples={examples} />);
  const root = parse(html);

  it('renders a card per example with a prefixed link and escaped text', () => {
    const links = findAll(root, byName('a'));
    expect(links.map(a => a.attribs.href)).toEqual(['/prefix/docs/client-examples/immich', '/prefix/docs/client-examples/grafana']);
    expect(text(find(root, byName('p')))).toBe('Photos & videos <self-hosted>');
    expect(html).toContain('Photos &amp; videos &lt;self-hosted&gt;');
    // Without a logo, a card shows the app's monogram on the logo tile.
    expect(findAll(root, el => (el.attribs.class ?? '').includes('monogram')).map(text)).toEqual(['I', 'G']);
    const grafana = find(root, byName('li', { 'data-client': '/docs/client-examples/grafana' }))!;
    expect(findAll(grafana, el => 'data-kind' in el.attribs).map(el => el.attribs['data-kind'])).toEqual([
      'category',
      'pkce-required',
      'client-public',
      'groups',
    ]);
  });

  it('draws a logo picked at build time in place of the monogram', () => {
    const logo = { href: '/app-logos.abc.svg#immich', light: '#4250af', dark: null };
    const withLogo = parse(renderToStaticMarkup(<ClientCards examples={[{ ...examples[0], logo }]} />));
    const tile = find(withLogo, el => (el.attribs.class ?? '').split(' ').includes('app-logo'))!;
    expect(tile.attribs['aria-hidden']).toBe('true');
    expect(tile.attribs.style).toBe('--logo-light:#4250af');
    expect(find(tile, byName('use'))!.attribs.href).toBe('/prefix/app-logos.abc.svg#immich');
    expect(findAll(withLogo, el => (el.attribs.class ?? '').includes('monogram'))).toEqual([]);
  });

  it('shows only the visible cards', () => {
    const items = examples.map(e => ({ hidden: false, getAttribute: () => e.slug }));
    const list = { querySelectorAll: (selector: string) => (selector === 'li[data-client]' ? items : []) } as unknown as HTMLElement;
    showClientCards(list, new Set(['/docs/client-examples/grafana']));
    expect(items.map(item => item.hidden)).toEqual([true, false]);
    showClientCards(list, new Set(examples.map(e => e.slug)));
    expect(items.map(item => item.hidden)).toEqual([false, false]);
  });
});
