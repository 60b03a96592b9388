import { sidebarFromNodes, SIDEBAR_MAX_OPERATIONS } from '../../../src/gatsby/sourcing/docsSidebarField';
import type { SidebarItem } from '../../../src/lib/sidebar';

/** A node model holding only API tags, `perTag` operations in each. */
const nodeModel = (tagCount: number, perTag: number) => ({
  findAll: async ({ type }: { type: string }) => ({
    entries:
      type === 'ApiTag'
        ? Array.from({ length: tagCount }, (_, t) => ({
            order: t,
            displayName: `Tag ${t}`,
            path: `/docs/api/endpoints/tag-${t}`,
            operations: Array.from({ length: perTag }, (_, o) => ({ path: `/docs/api/endpoints/op-${t}-${o}`, summary: `Op ${t}.${o}`, method: 'get' })),
          }))
        : [],
  }),
});

const apiSection = (items: SidebarItem[]) =>
  items.find(item => item.type === 'category' && item.label === 'API reference') as Extract<SidebarItem, { type: 'category' }>;
const links = (items: SidebarItem[]): number => items.reduce((n, item) => n + (item.type === 'category' ? links(item.items) : 1), 0);

test('a spec of ordinary size lists every operation under its tag', async () => {
  const api = apiSection(await sidebarFromNodes(nodeModel(10, 10)));
  expect(api.items).toHaveLength(10);
  expect(api.items.every(item => item.type === 'category' && item.items.length === 10)).toBe(true);
});

test('a large spec lists its tags only, so the sidebar in every page stays the same size', async () => {
  const perTag = Math.ceil((SIDEBAR_MAX_OPERATIONS + 1) / 10);
  const api = apiSection(await sidebarFromNodes(nodeModel(10, perTag)));
  expect(api.items).toHaveLength(10);
  expect(api.items.every(item => item.type === 'link' && item.href.startsWith('/docs/api/endpoints/tag-'))).toBe(true);
  expect(links(api.items)).toBe(10);
});
