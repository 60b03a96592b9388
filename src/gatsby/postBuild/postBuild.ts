/**
 * After the build, in this order: robots.txt and a single sitemap.xml beside the plugin's
 * index; the files for machines and sharing (Markdown twins, llms.txt, social cards), first
 * so that the link check finds them; one pass over the built HTML that adds each page's
 * Content-Security-Policy, keeps its links and builds its search records; then the link
 * check (warns, never fails), the search index (public/search/) and the static hosts'
 * `_headers` and `_redirects`.
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import siteConfig from '../../siteConfig';
import { findBrokenLinks, linkSummaryReader, PageLinks } from '../../linkCheck/linkCheck';
import { readHtml } from '../../lib/htmlStream';
import { pageRecordReader, recordsInRouteOrder, writeSearchIndex } from '../../search/build/writeIndex';
import type { SearchRecord } from '../../search/core/types';
import { cspReader } from '../../hosting/csp';
import { writeMarkdownTwins } from '../../twins/writeTwins';
import { writeSocialCards } from '../../socialCards/writeSocialCards';
import { writeHostFiles } from '../../hosting/hostFiles';
import { builtHtmlFiles } from './builtHtmlFiles';
import { PROJECT_ROOT } from '../projectRoot';

const publicDir = path.join(PROJECT_ROOT, 'public');

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, pathPrefix, graphql }) => {
  // Each step is an activity, so the build output (and the bench's phase table) says what it costs.
  const step = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const activity = reporter.activityTimer(name);
    activity.start();
    try {
      return await work();
    } finally {
      activity.end();
    }
  };
  const prefix = pathPrefix || '';
  const sitemapIndex = `${siteConfig.siteUrl}${prefix}/sitemap-index.xml`;
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemapIndex}\n`);

  const parts = fs.readdirSync(publicDir).filter(name => /^sitemap-\d+\.xml$/.test(name));
  if (parts.length === 1) fs.copyFileSync(path.join(publicDir, parts[0]), path.join(publicDir, 'sitemap.xml'));

  // Twins and cards first, so that the link check below finds the files pages link to.
  let twins;
  try {
    twins = await step('postBuild: Markdown twins and llms files', () => writeMarkdownTwins({ graphql }, publicDir, prefix));
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  reporter.info(`Markdown twins: ${twins.pages.length} pages; llms-full.txt ${(twins.llmsFullBytes / 1024).toFixed(1)} KB.`);
  // The bench reads this line: what the cards add to the build.
  const cards = await step('postBuild: social cards', () =>
    writeSocialCards(
      publicDir,
      { siteName: siteConfig.title, host: new URL(siteConfig.siteUrl).host },
      twins.pages.filter(page => page.ownCard),
    ),
  );
  reporter.info(`Social cards: ${cards.count} images (${cards.drawn} drawn, the rest from the cache) in ${(cards.ms / 1000).toFixed(1)} s.`);

  // One pass over the HTML, a page at a time (a thousand API pages do not fit in memory
  // twice over): keep each page's links, ids and search records, then rewrite the file
  // with its own Content-Security-Policy.
  // A same-origin (relative) version file needs nothing beyond 'self'.
  const connect = /^https?:\/\//.test(siteConfig.versionFileUrl) ? [new URL(siteConfig.versionFileUrl).origin] : [];
  const links = new Map<string, PageLinks>();
  const records = new Map<string, SearchRecord[]>();
  const files = builtHtmlFiles(publicDir);
  const htmlPass = reporter.activityTimer('postBuild: HTML pass (links, search records, CSP)');
  htmlPass.start();
  for (const { file, route } of files) {
    const html = fs.readFileSync(file, 'utf8');
    // One parse feeds every reader: the policy's, and a page route's links and search records.
    const csp = cspReader();
    if (route) {
      const linkReader = linkSummaryReader();
      const searchReader = pageRecordReader(route);
      readHtml(html, csp, linkReader, ...(searchReader ? [searchReader] : []));
      links.set(route, linkReader.summary());
      records.set(route, searchReader?.records() ?? []);
    } else {
      readHtml(html, csp);
    }
    try {
      fs.writeFileSync(file, csp.apply(html, connect));
    } catch (error) {
      reporter.panicOnBuild(`${path.relative(publicDir, file)}: ${(error as Error).message}`);
      return;
    }
  }
  htmlPass.end();

  const isAsset = (p: string) => /\.[a-z0-9]+$/i.test(p) && fs.existsSync(path.join(publicDir, decodeURIComponent(p)));
  const problems = await step('postBuild: link check', () => findBrokenLinks(links, prefix, isAsset));
  for (const problem of problems) {
    reporter.warn(`Broken ${problem.kind === 'anchor' ? 'anchor' : 'link'} on ${problem.source}: ${problem.target}`);
  }
  reporter.info(`Link check: ${links.size} pages, ${problems.length} broken links or anchors.`);
  reporter.info(`Content-Security-Policy: per-page script hashes written into ${files.length} HTML files.`);

  const search = await step('postBuild: search index', () => writeSearchIndex(publicDir, recordsInRouteOrder(records)));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  reporter.info(
    `Search index: ${search.pages} pages, ${search.records} sections, ${search.terms} terms in ${search.files} files; ` +
      `gzip: manifest ${kb(search.manifestGzip)}, largest shard ${kb(search.largestShardGzip)}, largest text chunk ${kb(search.largestChunkGzip)}, all ${kb(search.totalGzip)}.`,
  );

  const host = writeHostFiles(publicDir);
  reporter.info(`Static host files: _headers with ${host.headerRules} rules, _redirects with ${host.redirects} redirects.`);
};
