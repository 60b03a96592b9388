import { docRouteFromRelativePath, stripHtmlSuffix } from '../../../src/lib/paths';

describe('stripHtmlSuffix', () => {
  test.each([
    ['/docs/introduction.html', '/docs/introduction'],
    ['/docs/introduction/index.html', '/docs/introduction'],
    ['/index.html', '/'],
    ['/docs/index.html', '/docs'],
    ['/docs/introduction', '/docs/introduction'],
    ['/', '/'],
    ['/404.html', '/404.html'],
    ['/404', '/404'],
    ['/docs/404.html', '/docs/404.html'],
  ])('%s → %s', (input, expected) => {
    expect(stripHtmlSuffix(input)).toBe(expected);
  });
});

describe('docRouteFromRelativePath', () => {
  test.each([
    ['introduction.mdx', '/docs/introduction'],
    ['setup/installation.mdx', '/docs/setup/installation'],
    ['setup/index.mdx', '/docs/setup'],
    ['index.mdx', '/docs/'],
    ['guides/apis.md', '/docs/guides/apis'],
  ])('%s → %s', (input, expected) => {
    expect(docRouteFromRelativePath(input)).toBe(expected);
  });
});
