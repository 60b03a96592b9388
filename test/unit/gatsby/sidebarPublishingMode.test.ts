/**
 * The sidebar takes "drafts or not" from the PublishingMode node, so Gatsby reruns its cached
 * static query when a build follows `gatsby develop` in the same checkout, or the reverse
 * (src/gatsby/sourcing/publishingMode.ts). Jest is neither develop nor build: only the node decides.
 */
import { sidebarFromNodes } from '../../../src/gatsby/sourcing/docsSidebarField';
import type { SidebarItem } from '../../../src/lib/sidebar';

const doc = (name: string, draft: boolean) => ({
  slug: `/docs/${name}`,
  category: '',
  sourcePath: `content/docs/${name}.mdx`,
  title: name,
  sidebarPosition: 1,
  draft,
});

const nodeModel = (drafts: boolean) => ({
  findAll: async ({ type }: { type: string }) => ({
    entries: type === 'PublishingMode' ? [{ drafts }] : type === 'Doc' ? [doc('published', false), doc('unfinished', true)] : [],
  }),
});

const routes = (items: SidebarItem[]): string[] => items.flatMap(item => (item.type === 'category' ? routes(item.items) : [item.href]));

test('drafts are in the sidebar when the publishing mode shows them', async () => {
  expect(routes(await sidebarFromNodes(nodeModel(true)))).toEqual(['/docs/published', '/docs/unfinished']);
});

test('drafts are left out when it does not', async () => {
  expect(routes(await sidebarFromNodes(nodeModel(false)))).toEqual(['/docs/published']);
});
