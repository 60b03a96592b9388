/** The HTML files of a build, found by walking public/. */
import fs from 'fs';
import path from 'path';

/** Every built HTML file (index.html pages, 404.html, redirect stubs) with its route, or null for a file that is not a page route. */
export function builtHtmlFiles(dir: string): { file: string; route: string | null }[] {
  const files: { file: string; route: string | null }[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        // Only the top-level folders hold no pages: /docs/api/endpoints/search can be a page.
        // `_gatsby` holds Gatsby's slice fragments, which are stitched into pages, not served.
        if (current !== dir || !['page-data', 'static', '~partytown', 'search', 'og', '_gatsby'].includes(entry.name)) walk(full);
      } else if (entry.isFile() && entry.name.endsWith('.html')) {
        const rel = path.relative(dir, current).split(path.sep).join('/');
        files.push({ file: full, route: entry.name === 'index.html' ? (rel ? `/${rel}` : '/') : null });
      }
    }
  };
  walk(dir);
  return files;
}
