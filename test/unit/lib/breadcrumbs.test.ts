import { breadcrumbJsonLd, breadcrumbTrail, jsonLdText, sectionLabel } from '../../../src/lib/breadcrumbs';
import type { SidebarItem } from '../../../src/lib/sidebar';

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Introduction', href: '/docs/introduction' },
  {
    type: 'category',
    label: 'Configuration',
    items: [{ type: 'link', label: 'Environment variables', href: '/docs/configuration/environment-variables' }],
  },
  {
    type: 'category',
    label: 'API reference',
    href: '/docs/api-documentation',
    items: [{ type: 'category', label: 'Users', href: '/docs/api/users', items: [{ type: 'link', label: 'Get a user', href: '/docs/api/users/get' }] }],
  },
];

test('the trail lists the categories around a page, outermost first', () => {
  expect(breadcrumbTrail(sidebar, '/docs/configuration/environment-variables')).toEqual([{ label: 'Configuration', href: null }]);
  expect(breadcrumbTrail(sidebar, '/docs/api/users/get')).toEqual([
    { label: 'API reference', href: '/docs/api-documentation' },
    { label: 'Users', href: '/docs/api/users' },
  ]);
});

test("a category's own page is not its own ancestor", () => {
  expect(breadcrumbTrail(sidebar, '/docs/api/users')).toEqual([{ label: 'API reference', href: '/docs/api-documentation' }]);
  expect(breadcrumbTrail(sidebar, '/docs/api-documentation')).toEqual([]);
});

test('top-level and unknown pages have an empty trail and no section', () => {
  expect(breadcrumbTrail(sidebar, '/docs/introduction')).toEqual([]);
  expect(breadcrumbTrail(sidebar, '/nowhere')).toEqual([]);
  expect(sectionLabel(sidebar, '/docs/introduction')).toBeNull();
  expect(sectionLabel(sidebar, '/docs/api/users/get')).toBe('Users');
});

test('BreadcrumbList data numbers the items and links all but unlinked ones', () => {
  const data = breadcrumbJsonLd([
    { label: 'Docs', url: 'https://x.test/docs/' },
    { label: 'Page', url: null },
  ]);
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://x.test/docs/' },
      { '@type': 'ListItem', position: 2, name: 'Page' },
    ],
  });
});

test('the JSON cannot close its script element', () => {
  const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('</script');
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
});
