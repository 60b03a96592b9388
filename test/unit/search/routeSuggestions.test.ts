import { suggestRoutes } from '../../../src/search/core/routeSuggestions';

const PAGES: [string, string][] = [
  ['/docs/setup/installation', 'Install Pocket ID'],
  ['/docs/setup/upgrading', 'Upgrade Pocket ID'],
  ['/docs/configuration/environment-variables', 'Environment variables'],
  ['/docs/client-examples/immich', 'Immich'],
  ['/docs/api/endpoints/create-oidc-client', 'Create OIDC client'],
  ['/docs/api/endpoints/list-oidc-clients', 'List OIDC clients'],
];

test('a typo in the last segment finds the page', () => {
  expect(suggestRoutes('/docs/setup/instalation', PAGES)[0]).toEqual({ route: '/docs/setup/installation', title: 'Install Pocket ID' });
  expect(suggestRoutes('/docs/client-examples/imich/', PAGES)[0].route).toBe('/docs/client-examples/immich');
});

test('a page moved to another folder is still found by its name', () => {
  expect(suggestRoutes('/docs/configuration/installation.html', PAGES)[0].route).toBe('/docs/setup/installation');
});

test('shared words find a longer address', () => {
  expect(suggestRoutes('/docs/oidc-client', PAGES).map(s => s.route)).toContain('/docs/api/endpoints/create-oidc-client');
});

test('nothing close gives no suggestion', () => {
  expect(suggestRoutes('/totally/unrelated-thing', PAGES)).toEqual([]);
  expect(suggestRoutes('/', PAGES)).toEqual([]);
});
