/**
 * `_headers` and `_redirects` for static hosts that read them (Netlify, Cloudflare Pages),
 * written into public/ from the rule table nginx.conf is checked against
 * (src/hosting/hostRules.ts) and the files the build produced.
 */
import fs from 'fs';
import path from 'path';
import { headerBlocks, headersFile, htmlRedirects, redirectsFile } from './hostRules';

/**
 * Every file below `dir` as a site path (`/app-<hash>.js`).
 * @internal Exported for its tests; production uses it in this file only.
 */
export function sitePaths(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(`/${path.relative(dir, full).split(path.sep).join('/')}`);
    }
  };
  walk(dir);
  return out;
}

export function writeHostFiles(publicDir: string): { headerRules: number; redirects: number } {
  const files = sitePaths(publicDir).filter(p => p !== '/_headers' && p !== '/_redirects');
  const blocks = headerBlocks(files);
  const redirects = htmlRedirects(files.filter(p => p.endsWith('.html')));
  fs.writeFileSync(path.join(publicDir, '_headers'), headersFile(blocks));
  fs.writeFileSync(path.join(publicDir, '_redirects'), redirectsFile(redirects));
  return { headerRules: blocks.length, redirects: redirects.length };
}
