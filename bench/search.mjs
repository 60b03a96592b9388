#!/usr/bin/env node
/**
 * Search benchmark: bytes transferred (compressed) for the first query, the bytes of the
 * index loaded in the background after it, and query latency in the browser (input
 * event -> results rendered) over ~30 queries; again with Save-Data (no background load).
 * Relevance: hit@3 and MRR over test/search/relevance.json, for our dialog as a reader sees
 * it and for Pagefind indexing the same build (the same article, the same parts left out).
 *
 *   node bench/search.mjs [served-site-url] [--relevance-only]
 *
 * Without a URL it serves ./public itself (gzip, like a production static host).
 * Exports `benchSearch(url)` and `benchRelevance(url)` for bench/run.mjs; prints a small table when run directly.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import * as pagefind from 'pagefind';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const QUERIES = [
  'passkey',
  'ldap group sync',
  'immich',
  'list users',
  'rotate signing key',
  'ENCRYPTION_KEY',
  'X-API-Key',
  '/api/users',
  'mealie',
  'proxmox',
  'scim',
  'device code',
  'allowed groups',
  'one-time access',
  'custom claims',
  'docker compose',
  'trust proxy',
  'smtp',
  'translate',
  'upgrade',
  'lost passkey',
  'nextcloud',
  'grafana role',
  'oauth2-proxy',
  'client_secret_basic',
  'jwks',
  'analytics',
  'immcih',
  'enviroment',
  'talos',
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** A static server for public/ with gzip and 404.html for misses. */
export function serveStatic(dir, port = 0) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) file = dir;
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    let status = 200;
    if (!fs.existsSync(file)) {
      status = 404;
      file = path.join(dir, '404.html');
    }
    let body = fs.readFileSync(file);
    const headers = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
    if (/gzip/.test(req.headers['accept-encoding'] ?? '') && /html|javascript|json|css|svg|xml|plain/.test(headers['Content-Type'])) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(status, { ...headers, 'Content-Length': body.length });
    res.end(body);
  });
  return new Promise(resolve => server.listen(port, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Types `query` into the open dialog and resolves with the ms from the input event to rendered results. */
function runQuery(page, query) {
  return page.evaluate(
    q =>
      new Promise((resolve, reject) => {
        const input = document.querySelector('dialog[open] input');
        const status = document.querySelector('dialog[open] [data-search-status]');
        const started = performance.now();
        const done = () => status.getAttribute('data-search-status') === 'done' && status.getAttribute('data-query') === q.trim();
        const observer = new MutationObserver(() => {
          if (done()) {
            observer.disconnect();
            resolve({ ms: performance.now() - started, at: performance.timeOrigin + performance.now() });
          }
        });
        observer.observe(status, { attributes: true, childList: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`timeout for ${q}`));
        }, 10000);
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
}

const median = list => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const p90 = list => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.9)];

/**
 * One reader: opens a doc page, opens search with the shortcut, runs the first query,
 * lets the background loading of the rest of the index finish (a reader reads the first
 * results before typing again), then runs the other queries. With `saveData` the page
 * reports Save-Data, so there is no background loading and each query fetches its parts.
 */
async function session(browser, baseUrl, queries, { saveData = false } = {}) {
  const context = await browser.newContext();
  try {
    const origin = new URL(baseUrl).origin;
    await context.route('**/*', route => {
      const url = route.request().url();
      if (url.startsWith('https://raw.githubusercontent.com/')) return route.fulfill({ status: 200, contentType: 'text/plain', body: '2.14.0' });
      if (url.startsWith(origin)) return route.continue();
      return route.abort();
    });
    const page = await context.newPage();
    if (saveData) {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
      });
    }
    await page.goto(`${baseUrl}/docs/introduction`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.docsBooted === true || document.readyState === 'complete');
    await page.waitForTimeout(500);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', event => {
      requests.set(event.requestId, { url: event.request.url, sentAt: event.wallTime * 1000, bytes: 0, done: false });
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', event => {
      const entry = requests.get(event.requestId);
      if (entry) Object.assign(entry, { bytes: event.encodedDataLength, done: true });
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', event => {
      const entry = requests.get(event.requestId);
      if (entry) entry.done = true;
    });
    const quiet = async (ms = 500, limit = 15000) => {
      const started = Date.now();
      while (Date.now() - started < limit && (Date.now() - lastActivity < ms || Array.from(requests.values()).some(r => !r.done))) {
        await new Promise(resolve => setTimeout(resolve, 50));
      }
    };
    const sum = list => list.reduce((total, r) => total + r.bytes, 0);

    await page.keyboard.press('Control+K');
    await page.waitForSelector('dialog[open] input');
    const first = await runQuery(page, queries[0]);
    await quiet();
    const all = Array.from(requests.values());
    const firstQuery = all.filter(r => r.sentAt <= first.at);
    const background = all.filter(r => r.sentAt > first.at);
    const backgroundDone = Math.max(first.at, ...background.map(r => r.sentAt));

    const times = [];
    for (const query of queries.slice(1)) times.push((await runQuery(page, query)).ms);
    // The same queries again: whatever they load is cached now; pure engine + render time.
    const repeat = [];
    for (const query of queries.slice(1)) repeat.push((await runQuery(page, `${query} `)).ms);
    return {
      firstQueryBytes: sum(firstQuery),
      firstQueryIndexBytes: sum(firstQuery.filter(r => r.url.includes('/search/'))),
      firstQueryJsBytes: sum(firstQuery.filter(r => r.url.endsWith('.js'))),
      firstQueryRequests: firstQuery.length,
      firstQueryMs: first.ms,
      backgroundBytes: sum(background),
      backgroundRequests: background.length,
      backgroundStartedWithinMs: background.length ? backgroundDone - first.at : 0,
      queries: times.length,
      medianMs: median(times),
      p90Ms: p90(times),
      repeatMedianMs: median(repeat),
    };
  } finally {
    await context.close();
  }
}

export async function benchSearch(baseUrl, { queries = QUERIES, executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const normal = await session(browser, baseUrl, queries);
    const saver = await session(browser, baseUrl, queries, { saveData: true });
    return { ...normal, saveDataMedianMs: saver.medianMs, saveDataP90Ms: saver.p90Ms, saveDataBackgroundBytes: saver.backgroundBytes };
  } finally {
    await browser.close();
  }
}

/** Pages a result list shows (ours shows eight): MRR counts a page found among them. */
const SHOWN_PAGES = 8;

/** A page's route from a result URL: no host, hash, trailing slash or index.html. */
const routeOf = url => new URL(url, 'http://x').pathname.replace(/index\.html$/, '').replace(/(.)\/$/, '$1');

/** hit@3, MRR and the queries missed, from each query's ranked routes. */
function score(queries, ranked) {
  let hits = 0;
  let reciprocal = 0;
  const missed = [];
  queries.forEach(({ query, page }, i) => {
    const rank = ranked[i].slice(0, SHOWN_PAGES).indexOf(page) + 1;
    if (rank >= 1 && rank <= 3) hits += 1;
    else missed.push(`${query} (${rank || '-'})`);
    if (rank >= 1) reciprocal += 1 / rank;
  });
  return { hitAt3: hits / queries.length, mrr: reciprocal / queries.length, missed };
}

/**
 * Pagefind's index of the same build, as our extractor reads it (src/search/README.md): the
 * first <article> of each page, without the page frame, navigation, buttons, scripts, styles,
 * SVG and what is hidden from assistive technology. Written to a temporary folder.
 */
async function pagefindIndex(publicDir) {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'article',
    excludeSelectors: [
      '[data-page-frame]:not([data-page-frame="summary"])',
      'nav',
      'button',
      'script',
      'style',
      'svg',
      'template',
      'noscript',
      '[aria-hidden="true"]',
    ],
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`Pagefind: ${errors.join(', ')}`);
  const added = await index.addDirectory({ path: publicDir, glob: '**/index.html' });
  if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join(', ')}`);
  await index.writeFiles({ outputPath });
  await pagefind.close();
  return { outputPath, pages: added.page_count };
}

/** Each query's result routes in our dialog, in the order it lists the pages. */
async function oursRanked(browser, baseUrl, queries) {
  const context = await browser.newContext();
  try {
    const origin = new URL(baseUrl).origin;
    await context.route('**/*', route => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/docs/introduction`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await page.keyboard.press('Control+K');
    await page.waitForSelector('dialog[open] input');
    const ranked = [];
    for (const { query } of queries) {
      await runQuery(page, query);
      const urls = await page.$$eval('dialog[open] [role="listbox"] [role="group"]', groups =>
        groups.map(group => group.querySelector('[data-url]')?.getAttribute('data-url') ?? ''),
      );
      ranked.push(urls.map(routeOf));
    }
    return ranked;
  } finally {
    await context.close();
  }
}

/** Each query's result routes from Pagefind's own search API (its default ranking), in the browser. */
async function pagefindRanked(browser, baseUrl, queries, bundle) {
  const context = await browser.newContext();
  try {
    const origin = new URL(baseUrl).origin;
    // Pagefind's bundle, and a blank page to load it in (the site's pages forbid WebAssembly by their CSP).
    await context.route('**/*', route => {
      const url = new URL(route.request().url());
      if (url.origin !== origin) return route.abort();
      if (url.pathname === '/_pagefind/bench.html')
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title>bench</title>' });
      if (url.pathname.startsWith('/_pagefind/')) {
        const file = path.join(bundle, url.pathname.slice('/_pagefind/'.length));
        const type = file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.wasm') || file.includes('.wasm.')
            ? 'application/wasm'
            : 'application/octet-stream';
        return fs.existsSync(file) ? route.fulfill({ status: 200, contentType: type, body: fs.readFileSync(file) }) : route.fulfill({ status: 404, body: '' });
      }
      return route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${origin}/_pagefind/bench.html`);
    return await page
      .evaluate(
        async ({ list, shown }) => {
          // Pagefind's module, which the bench's route serves: a URL of the page, not a package.
          const moduleUrl = '/_pagefind/pagefind.js';
          const engine = await import(moduleUrl);
          await engine.init();
          const ranked = [];
          for (const query of list) {
            const { results } = await engine.search(query);
            const data = await Promise.all(results.slice(0, shown).map(result => result.data()));
            ranked.push(data.map(d => d.url));
          }
          return ranked;
        },
        { list: queries.map(q => q.query), shown: SHOWN_PAGES },
      )
      .then(ranked => ranked.map(urls => urls.map(routeOf)));
  } finally {
    await context.close();
  }
}

/** hit@3 and MRR over the relevance suite, ours against Pagefind on the same build. */
export async function benchRelevance(
  baseUrl,
  { publicDir = path.join(root, 'public'), executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {},
) {
  const { queries } = JSON.parse(fs.readFileSync(path.join(root, 'test/search/relevance.json'), 'utf8'));
  const { outputPath, pages } = await pagefindIndex(publicDir);
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const ours = score(queries, await oursRanked(browser, baseUrl, queries));
    const theirs = score(queries, await pagefindRanked(browser, baseUrl, queries, outputPath));
    return { queries: queries.length, questions: queries.filter(q => q.source).length, pagefindPages: pages, ours, pagefind: theirs };
  } finally {
    await browser.close();
    fs.rmSync(outputPath, { recursive: true, force: true });
  }
}

export function printRelevance(result) {
  const pct = value => `${(value * 100).toFixed(1)} %`;
  console.log(`\nRelevance over ${result.queries} queries (${result.questions} whole questions); Pagefind indexed ${result.pagefindPages} pages`);
  console.log(`${'Engine'.padEnd(10)}  ${'hit@3'.padStart(8)}  ${'MRR'.padStart(6)}`);
  for (const [name, value] of [
    ['ours', result.ours],
    ['Pagefind', result.pagefind],
  ])
    console.log(`${name.padEnd(10)}  ${pct(value.hitAt3).padStart(8)}  ${value.mrr.toFixed(3).padStart(6)}`);
  console.log(`Missed by ours: ${result.ours.missed.join('; ') || 'none'}`);
  console.log(`Missed by Pagefind: ${result.pagefind.missed.join('; ') || 'none'}`);
}

export function printTable(result) {
  const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = value => `${value.toFixed(1)} ms`;
  const rows = [
    ['First query: transferred (compressed)', kb(result.firstQueryBytes), '≤ 60 KB'],
    ['  of which search JS chunk', kb(result.firstQueryJsBytes), ''],
    ['  of which index (manifest, shards, text)', kb(result.firstQueryIndexBytes), ''],
    ['  requests', String(result.firstQueryRequests), ''],
    ['First query: time to results', ms(result.firstQueryMs), ''],
    ['Rest of the index, loaded in the background', `${kb(result.backgroundBytes)} / ${result.backgroundRequests} req`, ''],
    [`Median query latency after that (${result.queries} queries)`, ms(result.medianMs), '< 30 ms'],
    ['p90 query latency', ms(result.p90Ms), ''],
    ['Median latency, same queries again', ms(result.repeatMedianMs), ''],
    ['With Save-Data (parts on demand): median', ms(result.saveDataMedianMs), ''],
    ['With Save-Data: p90', ms(result.saveDataP90Ms), ''],
  ];
  const width = Math.max(...rows.map(r => r[0].length));
  console.log(`${'Search'.padEnd(width)}  ${'measured'.padStart(18)}  budget`);
  for (const [name, value, budget] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(18)}  ${budget}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let url = process.argv.slice(2).find(arg => !arg.startsWith('--'));
  let server = null;
  if (!url) {
    ({ server, url } = await serveStatic(path.join(root, 'public')));
  }
  try {
    if (!process.argv.includes('--relevance-only')) printTable(await benchSearch(url.replace(/\/$/, '')));
    printRelevance(await benchRelevance(url.replace(/\/$/, '')));
  } finally {
    server?.close();
  }
}
