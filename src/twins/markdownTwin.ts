/**
 * Where a page's Markdown twin lives, and the frame every Markdown twin
 * shares: the title, the one-line description and a link back to the HTML page.
 */

/** `/docs/setup/installation` -> `/docs/setup/installation.md`; `/` and `/docs/` use `index.md`. */
export function markdownTwinPath(route: string): string {
  if (route === '/' || route === '') return '/index.md';
  if (route.endsWith('/')) return `${route}index.md`;
  return `${route}.md`;
}

interface TwinFrame {
  title: string;
  description?: string | null;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Markdown of the page body, headings from level 2 down. */
  body: string;
}

/** A twin as one Markdown document: `# Title`, the description, the web address, the body. */
export function twinDocument({ title, description, url, body }: TwinFrame): string {
  const parts = [`# ${escapeInline(title)}`];
  if (description) parts.push(escapeInline(description));
  parts.push(`Web page: [${url}](${url})`);
  if (body.trim()) parts.push(body.trim());
  return `${parts.join('\n\n')}\n`;
}

/** Escapes the characters that would start markup inside running text. */
export function escapeInline(text: string): string {
  return text
    .replace(/[\\`*[\]<>]/g, '\\$&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Absolute URL of a site path: the site origin plus the path prefix, if the build uses one. */
export function absoluteUrl(siteUrl: string, prefix: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${prefix.replace(/\/+$/, '')}${path}`;
}
