import type { TrailingSlashMode } from '../siteConfig';

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

/** Applies the site's trailing-slash mode to an internal path (hash and query kept). */
export function applyTrailingSlash(path: string, mode: TrailingSlashMode): string {
  if (mode === 'ignore') return path;
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match ? match[1] : path;
  const rest = match ? match[2] : '';
  if (pathname === '/' || pathname === '' || /\.[a-z0-9]+$/i.test(pathname)) return path;
  if (mode === 'always') return (pathname.endsWith('/') ? pathname : `${pathname}/`) + rest;
  return pathname.replace(/\/+$/, '') + rest;
}

/** Joins a path prefix and a path the way Gatsby does (no doubled slashes). */
export function withPrefix(prefix: string, path: string): string {
  const base = prefix.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Route of an MDX doc from its path relative to `content/docs` (without extension). */
export function docRouteFromRelativePath(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.mdx?$/, '');
  const segments = withoutExt.split('/').filter(Boolean);
  if (segments[segments.length - 1] === 'index') segments.pop();
  return segments.length ? `/docs/${segments.join('/')}` : '/docs/';
}
