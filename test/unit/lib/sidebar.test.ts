import { buildSidebar, containsRoute, flattenSidebar, neighbours, SidebarDoc, SidebarItem } from '../../../src/lib/sidebar';

const doc = (route: string, directory: string, fileName: string, title: string, extra: Partial<SidebarDoc> = {}): SidebarDoc => ({
  route,
  directory,
  fileName,
  title,
  ...extra,
});

const docs: SidebarDoc[] = [
  doc('/docs/setup/upgrading', 'setup', 'upgrading.mdx', 'Upgrade', { sidebarPosition: 2 }),
  doc('/docs/setup/installation', 'setup', 'installation.mdx', 'Install Pocket ID', { sidebarPosition: 1, sidebarLabel: 'Installation' }),
  doc('/docs/setup/zeta', 'setup', 'zeta.mdx', 'Zeta'),
  doc('/docs/setup/alpha', 'setup', 'alpha.mdx', 'Alpha'),
  doc('/docs/introduction', '', 'introduction.mdx', 'Introduction', { sidebarPosition: 1 }),
  doc('/docs/guides/b', 'guides', 'b.mdx', 'B', { sidebarPosition: 1 }),
  doc('/docs/guides/a', 'guides', 'a.mdx', 'A', { sidebarPosition: 1 }),
  doc('/docs/misc/thing', 'misc-stuff', 'thing.mdx', 'Thing', { draft: true }),
];
const categories = [
  { directory: 'setup', label: 'Setup', position: 2 },
  { directory: 'guides', label: 'Guides', position: 3 },
];
const generated = [
  {
    position: 2.5,
    category: {
      type: 'category' as const,
      label: 'Client examples',
      href: '/docs/client-examples',
      items: [{ type: 'link' as const, label: 'Immich', href: '/docs/client-examples/immich' }],
    },
  },
];

const sidebar = buildSidebar(docs, categories, generated);
const labels = (items: SidebarItem[]) => items.map(i => i.label);

test('orders top level by position, then name; unpositioned last', () => {
  expect(labels(sidebar)).toEqual(['Introduction', 'Setup', 'Client examples', 'Guides', 'Misc stuff']);
});

test('orders items by sidebar_position, then file name, and prefers sidebar_label', () => {
  const setup = sidebar[1];
  expect(setup.type).toBe('category');
  expect(labels((setup as { items: SidebarItem[] }).items)).toEqual(['Installation', 'Upgrade', 'Alpha', 'Zeta']);
  const guides = sidebar[3] as { items: SidebarItem[] };
  expect(labels(guides.items)).toEqual(['A', 'B']);
});

test('folders without _category.yaml get a title-cased label; drafts are marked', () => {
  const misc = sidebar[4] as { label: string; items: SidebarItem[] };
  expect(misc.label).toBe('Misc stuff');
  expect(misc.items[0]).toEqual({ type: 'link', label: 'Thing', href: '/docs/misc/thing', draft: true });
  expect(sidebar[0]).toEqual({ type: 'link', label: 'Introduction', href: '/docs/introduction' });
});

test('flattens in reading order with category pages before their items', () => {
  expect(flattenSidebar(sidebar).map(l => l.href)).toEqual([
    '/docs/introduction',
    '/docs/setup/installation',
    '/docs/setup/upgrading',
    '/docs/setup/alpha',
    '/docs/setup/zeta',
    '/docs/client-examples',
    '/docs/client-examples/immich',
    '/docs/guides/a',
    '/docs/guides/b',
    '/docs/misc/thing',
  ]);
});

test('neighbours follow sidebar order across categories', () => {
  expect(neighbours(sidebar, '/docs/introduction')).toEqual({ previous: null, next: expect.objectContaining({ href: '/docs/setup/installation' }) });
  const mid = neighbours(sidebar, '/docs/setup/zeta');
  expect(mid.previous?.href).toBe('/docs/setup/alpha');
  expect(mid.next?.href).toBe('/docs/client-examples');
  expect(neighbours(sidebar, '/docs/misc/thing').next).toBeNull();
  expect(neighbours(sidebar, '/docs/nope')).toEqual({ previous: null, next: null });
});

test('duplicate hrefs count once for neighbours', () => {
  const items: SidebarItem[] = [
    {
      type: 'category',
      label: 'C',
      href: '/docs/c',
      items: [
        { type: 'link', label: 'C again', href: '/docs/c' },
        { type: 'link', label: 'D', href: '/docs/d' },
      ],
    },
  ];
  expect(neighbours(items, '/docs/d').previous?.href).toBe('/docs/c');
  expect(neighbours(items, '/docs/c').next?.href).toBe('/docs/d');
});

test('containsRoute looks into nested categories', () => {
  expect(containsRoute(sidebar[2], '/docs/client-examples/immich')).toBe(true);
  expect(containsRoute(sidebar[2], '/docs/client-examples')).toBe(true);
  expect(containsRoute(sidebar[1], '/docs/guides/a')).toBe(false);
});
