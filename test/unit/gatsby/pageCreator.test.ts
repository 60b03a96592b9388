import { pageCreator, type PageCreator } from '../../../src/gatsby/pages/pageCreator';

/** What a page creator's `create` takes: Gatsby's createPage input. */
type PageInput = Parameters<PageCreator['create']>[0];

const recorder = () => {
  const created: PageInput[] = [];
  return { created, actions: { createPage: (page: PageInput) => void created.push(page) } };
};

test('creates pages and redirect stubs through the actions', () => {
  const { created, actions } = recorder();
  const pages = pageCreator(actions, { redirectComponent: '/templates/redirect.tsx' });
  pages.create({ path: '/docs/a', component: '/templates/doc.tsx', context: {} }, 'a.mdx');
  pages.redirect('/docs/old', '/docs/a', 'redirects.yaml');
  expect(created).toEqual([
    { path: '/docs/a', component: '/templates/doc.tsx', context: {} },
    { path: '/docs/old', component: '/templates/redirect.tsx', context: { redirectTo: '/docs/a' } },
  ]);
});

test('names the sources of a route created twice, and only within one creator', () => {
  const { actions } = recorder();
  const first = pageCreator(actions, { redirectComponent: 'r' });
  first.create({ path: '/docs/a', component: 'c' }, 'a.mdx');
  first.redirect('/docs/a', '/docs/b', 'api');
  expect(first.duplicates()).toEqual([{ route: '/docs/a', sources: ['a.mdx', 'api'] }]);

  const second = pageCreator(actions, { redirectComponent: 'r' });
  second.create({ path: '/docs/a', component: 'c' }, 'a.mdx');
  expect(second.duplicates()).toEqual([]);
});

test('checks each template once, before the first page made with it, redirect stubs included', () => {
  const events: string[] = [];
  const actions = { createPage: (page: PageInput) => void events.push(`create ${page.path}`) };
  const pages = pageCreator(actions, { redirectComponent: '/templates/redirect.tsx', checkComponent: component => events.push(`check ${component}`) });
  pages.create({ path: '/docs/a', component: '/templates/doc.tsx' }, 'a.mdx');
  pages.create({ path: '/docs/b', component: '/templates/doc.tsx' }, 'b.mdx');
  pages.redirect('/docs/old', '/docs/a', 'redirects.yaml');
  expect(events).toEqual(['check /templates/doc.tsx', 'create /docs/a', 'create /docs/b', 'check /templates/redirect.tsx', 'create /docs/old']);
});
