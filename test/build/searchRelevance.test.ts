/**
 * Runs the relevance queries (test/search/relevance.json) against the index the build
 * wrote to public/search/, and checks the index holds every production page, no drafts,
 * and stays within its size budget. Names, identifiers and pasted messages must each find
 * their page; admins' questions (entries with a `source` thread) are measured together:
 * hit@3 and MRR over the whole suite, as the bench reports them beside Pagefind's.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { SearchEngine } from '../../src/search/core/engine';
import { groupByPage } from '../../src/search/core/pageGroups';
import type { Manifest } from '../../src/search/core/types';
import { extractRecords } from '../../src/search/build/extract';
import { decodeHTML } from 'entities';

const root = path.resolve(__dirname, '..', '..');
const dir = path.join(root, 'public', 'search');
const relevance = JSON.parse(fs.readFileSync(path.join(root, 'test', 'search', 'relevance.json'), 'utf8')) as {
  queries: { query: string; page: string; anchor?: string; section?: string; source?: string }[];
};
/** Pages the dialog shows for a query: MRR counts a page found among them. */
const SHOWN_PAGES = 8;

const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
const engine = new SearchEngine(manifest, async file => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
describe('search relevance', () => {
  it('has at least 30 checked queries', () => {
    expect(relevance.queries.length).toBeGreaterThanOrEqual(30);
  });

  it('has at least 30 whole questions from Pocket ID threads, each with the section that answers it', () => {
    const questions = relevance.queries.filter(q => q.source);
    expect(questions.length).toBeGreaterThanOrEqual(30);
    for (const { source, section } of questions) {
      expect(source).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|discussions|pull)\/\d+$/);
      expect(section).toMatch(/^[\w-]+$/);
    }
  });

  it('answers the whole suite: hit@3 at least 90 %, MRR at least 0.75', async () => {
    let hits = 0;
    let reciprocal = 0;
    const missed: string[] = [];
    for (const { query, page } of relevance.queries) {
      const rank = groupByPage(await engine.search(query)).findIndex(group => group.route === page) + 1;
      if (rank >= 1 && rank <= 3) hits += 1;
      else missed.push(`"${query}" (${rank || 'not found'})`);
      if (rank >= 1 && rank <= SHOWN_PAGES) reciprocal += 1 / rank;
    }
    const n = relevance.queries.length;
    expect({ hitAt3: hits / n >= 0.9, mrr: reciprocal / n >= 0.75, missed }).toEqual({ hitAt3: true, mrr: true, missed: expect.any(Array) });
  });

  for (const { query, page, anchor, source } of relevance.queries) {
    // Questions count toward the suite's hit@3 and MRR above.
    if (source) continue;
    if (anchor === undefined) {
      it(`"${query}" returns ${page} in its top three`, async () => {
        const top = groupByPage(await engine.search(query))
          .slice(0, 3)
          .map(group => group.route);
        expect(top).toContain(page);
      });
    } else {
      // A pasted message must land on its own entry: the first result, first section.
      it(`"${query}" lands first on ${page}#${anchor}`, async () => {
        const [first] = groupByPage(await engine.search(query));
        const details = first ? await engine.details([first.hits[0].id]) : new Map();
        expect(first ? details.get(first.hits[0].id)?.url : undefined).toBe(`${page}#${anchor}`);
      });
    }
  }
});

describe('search index contents', () => {
  const routes = manifest.pages.map(page => page[0]);

  it('indexes every doc and client example, and no drafts', () => {
    const content = path.join(root, 'content');
    const drafts: string[] = [];
    const expected: string[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.mdx')) {
          const rel = path
            .relative(content, full)
            .split(path.sep)
            .join('/')
            .replace(/\.mdx$/, '')
            .replace(/\/index$/, '');
          const route = rel.startsWith('client-examples/') ? `/docs/${rel}` : `/${rel}`;
          const frontmatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(full, 'utf8'))?.[1] ?? '';
          (/^draft:\s*true\s*$/m.test(frontmatter) ? drafts : expected).push(route);
        }
      }
    };
    // content/pages and content/partials hold prose of pages made by code, which have routes of their own.
    walk(path.join(content, 'docs'));
    walk(path.join(content, 'client-examples'));
    expect(expected.length).toBeGreaterThan(60);
    for (const route of expected) expect(routes).toContain(route);
    for (const route of drafts) expect(routes).not.toContain(route);
  });

  it('indexes no text of the reader\'s own forms ("Your setup", "Check my instance"): they are page frame, as their markup says', () => {
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(name => name.endsWith('.json'));
    const formText = ['Stored in this browser only', 'Use in examples', 'Your Pocket ID URL'];
    const holding = files.filter(file => formText.some(text => fs.readFileSync(path.join(dir, file), 'utf8').includes(text)));
    expect(files.length).toBeGreaterThan(10);
    expect(holding).toEqual([]);
  });

  it('reads a page without its frame but with its summary (the markup and the extractor agree on data-page-frame)', () => {
    const html = fs.readFileSync(path.join(root, 'public', 'docs', 'setup', 'installation', 'index.html'), 'utf8');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1];
    const records = extractRecords('/docs/setup/installation', html);
    const text = records.map(record => `${record.fields.body} ${record.excerpt ?? ''}`).join(' ');
    // The inline contents and the meta row are frame; the summary under the title opens the first record.
    expect(text).not.toMatch(/On this page|Edit this page|Report a problem|View as Markdown/);
    expect(records[0].fields.body!.startsWith(decodeHTML(description))).toBe(true);
  });

  it('labels types from the route convention', () => {
    for (const [route, , type] of manifest.pages) {
      if (route.startsWith('/docs/client-examples/')) expect(type).toBe('client');
      else if (route.startsWith('/docs/api/')) expect(type).toBe('api');
      else expect(type).toBe('docs');
    }
  });

  it('keeps the manifest and every per-query file small, and the background parts few (gzip)', () => {
    const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;
    expect(gz('manifest.json')).toBeLessThan(30 * 1024);
    const files = fs.readdirSync(path.join(dir, manifest.base));
    const perQuery = files.filter(file => /^[dtx]\d+\.json$/.test(file));
    const parts = files.filter(file => /^[pw]\d+\.json$/.test(file));
    expect(perQuery.length + parts.length).toBe(files.length);
    for (const file of perQuery) expect(gz(path.join(manifest.base, file))).toBeLessThan(6 * 1024);
    expect(parts.sort()).toEqual(
      [...manifest.postingParts.map((_: number, n: number) => `p${n}.json`), ...manifest.textParts.map((_: number, n: number) => `w${n}.json`)].sort(),
    );
    expect(parts.length).toBeLessThanOrEqual(10);
    for (const file of parts) expect(gz(path.join(manifest.base, file))).toBeLessThan(100 * 1024);
  });

  it('keeps what a first query transfers small: manifest, its dictionary parts, shards and shown excerpts (gzip)', async () => {
    const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;
    for (const { query } of relevance.queries) {
      const loaded = new Set<string>(['manifest.json']);
      const fresh = new SearchEngine(manifest, async file => {
        loaded.add(file);
        return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      });
      // As the dialog shows them: eight pages, two sections each.
      const shown = groupByPage(await fresh.search(query), 2).slice(0, 8);
      await fresh.details(shown.flatMap(group => group.hits.map(hit => hit.id)));
      const bytes = Array.from(loaded, gz).reduce((a, b) => a + b, 0);
      // 50 KB for up to four words (45 before synonyms: "localhost" also loads the postings of "https"); a longer question needs the dictionary parts and shards of each further word (about 2 KB each).
      // Words as the index splits them: post_logout_redirect_uri is four.
      const words = query.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length;
      const budget = (50 + 2 * Math.max(0, words - 4)) * 1024;
      if (bytes >= budget) throw new Error(`"${query}": the first query loads ${bytes} bytes (gzip) of index: ${Array.from(loaded).join(', ')}`);
      expect(Array.from(loaded).filter(file => /\/[pw]\d+\.json$/.test(file))).toEqual([]);
    }
  });
});
