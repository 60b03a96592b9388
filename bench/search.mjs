#!/usr/bin/env node
/**
 * Search benchmark: bytes transferred (compressed) for the first query, the bytes of the
 * index loaded in the background after it, and query latency in the browser (input
 * event -> results rendered) over ~30 queries; again with Save-Data (no background load).
 *
 *   node bench/search.mjs [served-site-url]
 *
 * Without a URL it serves ./public itself (gzip, like a production static host).
 * Exports `benchSearch(url)` for bench/run.mjs; prints a small table when run directly.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

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
  let url = process.argv[2];
  let server = null;
  if (!url) {
    ({ server, url } = await serveStatic(path.join(root, 'public')));
  }
  try {
    printTable(await benchSearch(url.replace(/\/$/, '')));
  } finally {
    server?.close();
  }
}
