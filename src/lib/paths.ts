/** `/docs/introduction.html` and `/docs/introduction/index.html` name `/docs/introduction`. */
export function stripHtmlSuffix(pathname: string): string {
  if (/(^|\/)404(\.html)?$/.test(pathname)) return pathname;
  if (pathname.endsWith('/index.html')) {
    const stripped = pathname.slice(0, -'/index.html'.length);
    return stripped === '' ? '/' : stripped;
  }
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return pathname;
}

/** Route of an MDX doc from its path relative to `content/docs` (without extension). */
export function docRouteFromRelativePath(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.mdx?$/, '');
  const segments = withoutExt.split('/').filter(Boolean);
  if (segments[segments.length - 1] === 'index') segments.pop();
  return segments.length ? `/docs/${segments.join('/')}` : '/docs/';
}
