/**
 * After the build: robots.txt, a single sitemap.xml beside the plugin's index, and a
 * crawl of the built HTML that warns (never fails) about broken links and anchors, and
 * the search index (public/search/) built from that same HTML.
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import siteConfig from '../site-config';
import { findBrokenLinks } from '../lib/linkCheck';
import { writeSearchIndex } from './search-index';
import { withCspMeta } from '../lib/csp';
import { hoistEmotionStyles } from '../lib/hoistStyles';

const publicDir = path.resolve(__dirname, '..', '..', 'public');

/** route -> HTML for every built page (index.html files and 404.html). */
export function readBuiltPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!['page-data', 'static', '~partytown'].includes(entry.name)) walk(full);
      } else if (entry.name === 'index.html') {
        const rel = path.relative(dir, current).split(path.sep).join('/');
        pages.set(rel ? `/${rel}` : '/', fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(dir);
  return pages;
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, pathPrefix }) => {
  const prefix = pathPrefix || '';
  const sitemapIndex = `${siteConfig.siteUrl}${prefix}/sitemap-index.xml`;
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemapIndex}\n`);

  const parts = fs.readdirSync(publicDir).filter(name => /^sitemap-\d+\.xml$/.test(name));
  if (parts.length === 1) fs.copyFileSync(path.join(publicDir, parts[0]), path.join(publicDir, 'sitemap.xml'));

  const pages = readBuiltPages(publicDir);
  const isAsset = (p: string) => /\.[a-z0-9]+$/i.test(p) && fs.existsSync(path.join(publicDir, decodeURIComponent(p)));
  const problems = findBrokenLinks(pages, prefix, isAsset);
  for (const problem of problems) {
    reporter.warn(`Broken ${problem.kind === 'anchor' ? 'anchor' : 'link'} on ${problem.source}: ${problem.target}`);
  }
  reporter.info(`Link check: ${pages.size} pages, ${problems.length} broken links or anchors.`);

  // Each page gets its own policy: its inline scripts differ (page path, chunk map). The
  // same pass moves Emotion's server-rendered <style> elements out of <body> into <head>.
  // A same-origin (relative) version file needs nothing beyond 'self'.
  const connect = /^https?:\/\//.test(siteConfig.versionFileUrl) ? [new URL(siteConfig.versionFileUrl).origin] : [];
  let secured = 0;
  const secure = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !['page-data', 'static', '~partytown', 'search'].includes(entry.name)) secure(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) {
        fs.writeFileSync(full, withCspMeta(hoistEmotionStyles(fs.readFileSync(full, 'utf8')), connect));
        secured++;
      }
    }
  };
  secure(publicDir);
  reporter.info(`Content-Security-Policy: per-page script hashes written into ${secured} HTML files.`);

  const search = writeSearchIndex(publicDir, pages);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  reporter.info(
    `Search index: ${search.pages} pages, ${search.records} sections, ${search.terms} terms in ${search.files} files; ` +
      `gzip: manifest ${kb(search.manifestGzip)}, largest shard ${kb(search.largestShardGzip)}, largest text chunk ${kb(search.largestChunkGzip)}, all ${kb(search.totalGzip)}.`,
  );
};
