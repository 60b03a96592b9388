import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Sidebar } from '../../src/components/Sidebar';
import type { SidebarItem } from '../../src/lib/sidebar';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => `/prefix${route}` }));

const items: SidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/introduction' },
  {
    type: 'category',
    label: 'API reference',
    href: '/docs/api-documentation',
    items: [
      { type: 'category', label: 'Users', href: '/docs/api/endpoints/users', items: [{ type: 'link', label: 'List <users>', href: '/docs/api/endpoints/list-users', method: 'get' }] },
      { type: 'category', label: 'Groups', href: null, items: [{ type: 'link', label: 'Delete group', href: '/docs/api/endpoints/delete-group', method: 'delete', draft: true }] },
    ],
  },
];

const render = (pathname: string) => renderToStaticMarkup(<Sidebar items={items} pathname={pathname} idPrefix="side" />);

test('marks the current page, opens its categories and keeps others collapsed', () => {
  const html = render('/docs/api/endpoints/list-users');
  expect(html).toContain('href="/prefix/docs/api/endpoints/list-users" aria-current="page"');
  expect(html).toMatch(/aria-controls="side-1-users" aria-label="Collapse Users"/);
  expect(html).toContain('<ul id="side-1-users">');
  expect(html).toContain('<ul id="side-1-groups" hidden="">');
  expect(html).toMatch(/aria-expanded="false" aria-controls="side-1-groups" aria-label="Expand Groups"/);
});

test('escapes labels and renders method badges and draft marks inside the link', () => {
  const html = render('/docs/introduction');
  expect(html).toContain('List &lt;users&gt;');
  expect(html).not.toContain('<users>');
  expect(html).toContain('<span class="method-badge" data-method="delete">del</span>');
  expect(html).toContain('<span class="draft">Draft</span></a>');
  expect(html.match(/aria-current="page"/g)).toHaveLength(1);
});

test('is a static island the first load can adopt', () => {
  expect(render('/docs/introduction')).toContain('<div id="side-tree" data-island="">');
});
