import { reportProblemUrl } from '../../../src/components/reportProblem';

test('the new issue names the page by title and full address', () => {
  const url = new URL(
    reportProblemUrl('https://github.com/pocket-id/website', 'https://pocket-id.org', '/docs/setup/installation', 'Install Pocket ID & more'),
  );
  expect(url.origin + url.pathname).toBe('https://github.com/pocket-id/website/issues/new');
  expect(url.searchParams.get('title')).toBe('Docs: Install Pocket ID & more');
  expect(url.searchParams.get('body')).toMatch(/^Page: https:\/\/pocket-id\.org\/docs\/setup\/installation\n/);
});
