import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Sidebar } from '../../../src/components/Sidebar';
import type { SidebarItem } from '../../../src/lib/sidebar';
import { COLLAPSE, EXPAND, SIDEBAR_TREES } from '../../../src/components/Sidebar.attributes';
import { METHOD_BADGE } from '../../../src/components/MethodBadge.attributes';
import { ISLAND } from '../../../src/components/StaticIsland.attributes';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => `/prefix${route}` }));

const items: SidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/introduction' },
  {
    type: 'category',
    label: 'API reference',
    href: '/docs/api-documentation',
    items: [
      {
        type: 'category',
        label: 'Users',
        href: '/docs/api/endpoints/users',
        items: [{ type: 'link', label: 'List <users>', href: '/docs/api/endpoints/list-users', method: 'get' }],
      },
      {
        type: 'category',
        label: 'Groups',
        href: null,
        items: [{ type: 'link', label: 'Delete group', href: '/docs/api/endpoints/delete-group', method: 'delete', draft: true }],
      },
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
  expect(html).toContain(`<span class="${METHOD_BADGE}" data-method="delete">del</span>`);
  expect(html).toContain('<span class="draft">Draft</span></a>');
  expect(html.match(/aria-current="page"/g)).toHaveLength(1);
});

test('is a static island the first load can adopt', () => {
  expect(render('/docs/introduction')).toContain(`<div id="side-tree" ${ISLAND}="">`);
});

test('a long top-level category starts collapsed unless it holds the current page; a short one starts open', () => {
  const many = Array.from({ length: 45 }, (_, i): SidebarItem => ({ type: 'link', label: `App ${i}`, href: `/docs/client-examples/app-${i}` }));
  const tree: SidebarItem[] = [
    { type: 'category', label: 'Setup', href: null, items: [{ type: 'link', label: 'Installation', href: '/docs/setup/installation' }] },
    { type: 'category', label: 'Client examples', href: '/docs/client-examples', items: many },
  ];
  const elsewhere = renderToStaticMarkup(<Sidebar items={tree} pathname="/docs/introduction" idPrefix="side" />);
  expect(elsewhere).toContain('<ul id="side-0-setup">');
  expect(elsewhere).toContain('<ul id="side-0-client-examples" hidden="">');
  const inside = renderToStaticMarkup(<Sidebar items={tree} pathname="/docs/client-examples/app-30" idPrefix="side" />);
  expect(inside).toContain('<ul id="side-0-client-examples">');
});

test("writes out the names its behaviour reads (Sidebar.attributes.ts): the trees' ids, and each toggle's label led by what a click does", () => {
  // The docs column's sidebar (the default idPrefix) and the mobile drawer's (DrawerDialog.tsx).
  const trees = [
    renderToStaticMarkup(<Sidebar items={items} pathname="/docs/api/endpoints/list-users" />),
    renderToStaticMarkup(<Sidebar items={items} pathname="/docs/introduction" idPrefix="drawer" />),
  ];
  expect(trees.map(html => html.match(new RegExp(`<div id="([^"]+)" ${ISLAND}`))?.[1])).toEqual(SIDEBAR_TREES);
  const toggles = trees.flatMap(html => [...html.matchAll(/aria-expanded="(true|false)" aria-controls="[^"]+" aria-label="([^"]+)"/g)]);
  expect(new Set(toggles.map(([, expanded]) => expanded))).toEqual(new Set(['true', 'false']));
  for (const [, expanded, label] of toggles) expect(label.startsWith(`${expanded === 'true' ? COLLAPSE : EXPAND} `)).toBe(true);
});
