import { applyTrailingSlash, docRouteFromRelativePath, stripHtmlSuffix, withPrefix } from '../../../src/lib/paths';

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

describe('applyTrailingSlash', () => {
  test('ignore keeps paths as written', () => {
    expect(applyTrailingSlash('/docs/', 'ignore')).toBe('/docs/');
    expect(applyTrailingSlash('/docs/x', 'ignore')).toBe('/docs/x');
  });
  test('always adds one, keeping query and hash', () => {
    expect(applyTrailingSlash('/docs/x?a=1#h', 'always')).toBe('/docs/x/?a=1#h');
    expect(applyTrailingSlash('/docs/x/', 'always')).toBe('/docs/x/');
  });
  test('never removes them', () => {
    expect(applyTrailingSlash('/docs/x//#h', 'never')).toBe('/docs/x#h');
  });
  test('the root and files are left alone', () => {
    expect(applyTrailingSlash('/', 'never')).toBe('/');
    expect(applyTrailingSlash('/sitemap.xml', 'always')).toBe('/sitemap.xml');
  });
});

describe('withPrefix', () => {
  test('joins without doubled slashes', () => {
    expect(withPrefix('/sub/', '/docs/x')).toBe('/sub/docs/x');
    expect(withPrefix('/sub', 'docs/x')).toBe('/sub/docs/x');
    expect(withPrefix('', '/docs/x')).toBe('/docs/x');
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
