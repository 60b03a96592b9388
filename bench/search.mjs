#!/usr/bin/env node
/**
 * Search benchmark: bytes transferred (compressed) for the first query, and query
 * latency in the browser (input event -> results rendered) over ~30 queries.
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
  'passkey', 'ldap group sync', 'immich', 'list users', 'rotate signing key', 'ENCRYPTION_KEY', 'X-API-Key', '/api/users', 'mealie', 'proxmox',
  'scim', 'device code', 'allowed groups', 'one-time access', 'custom claims', 'docker compose', 'trust proxy', 'smtp', 'translate', 'upgrade',
  'lost passkey', 'nextcloud', 'grafana role', 'oauth2-proxy', 'client_secret_basic', 'jwks', 'analytics', 'immcih', 'enviroment', 'talos',
];

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.txt': 'text/plain', '.xml': 'application/xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2' };

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

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function benchSearch(baseUrl, { queries = QUERIES, executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const origin = new URL(baseUrl).origin;
    await context.route('**/*', route => {
      const url = route.request().url();
      if (url.startsWith('https://raw.githubusercontent.com/')) return route.fulfill({ status: 200, contentType: 'text/plain', body: '2.14.0' });
      if (url.startsWith(origin)) return route.continue();
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/docs/introduction`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.___docsBooted === true || document.readyState === 'complete');
    await page.waitForTimeout(500);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    cdp.on('Network.responseReceived', event => requests.set(event.requestId, { url: event.response.url, bytes: 0 }));
    cdp.on('Network.loadingFinished', event => {
      const entry = requests.get(event.requestId);
      if (entry) entry.bytes = event.encodedDataLength;
    });

    const runQuery = query =>
      page.evaluate(
        q =>
          new Promise((resolve, reject) => {
            const input = document.querySelector('[role="dialog"] input');
            const status = document.querySelector('[role="dialog"] [data-search-status]');
            const started = performance.now();
            const done = () => status.getAttribute('data-search-status') === 'done' && status.getAttribute('data-query') === q.trim();
            const observer = new MutationObserver(() => {
              if (done()) {
                observer.disconnect();
                resolve(performance.now() - started);
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

    // First query: open with the shortcut (loads the chunk and the manifest), then search.
    await page.keyboard.press('Control+K');
    await page.waitForSelector('[role="dialog"] input');
    const firstMs = await runQuery(queries[0]);
    await page.waitForTimeout(300);
    const first = Array.from(requests.values());
    const firstBytes = first.reduce((sum, r) => sum + r.bytes, 0);
    const indexBytes = first.filter(r => r.url.includes('/search/')).reduce((sum, r) => sum + r.bytes, 0);
    const jsBytes = first.filter(r => r.url.endsWith('.js')).reduce((sum, r) => sum + r.bytes, 0);

    const times = [];
    for (const query of queries.slice(1)) times.push(await runQuery(query));
    // The same queries again: index parts are cached, this is pure engine + render time.
    const warm = [];
    for (const query of queries.slice(1)) warm.push(await runQuery(`${query} `.trimEnd() + ' '));
    const median = list => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const p90 = list => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.9)];
    return {
      firstQueryBytes: firstBytes,
      firstQueryIndexBytes: indexBytes,
      firstQueryJsBytes: jsBytes,
      firstQueryRequests: first.length,
      firstQueryMs: firstMs,
      queries: times.length,
      medianMs: median(times),
      p90Ms: p90(times),
      warmMedianMs: median(warm),
    };
  } finally {
    await browser.close();
  }
}

export function printTable(result) {
  const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [
    ['First query: transferred (compressed)', kb(result.firstQueryBytes), '≤ 60 KB'],
    ['  of which search JS chunk', kb(result.firstQueryJsBytes), ''],
    ['  of which index (manifest, shards, text)', kb(result.firstQueryIndexBytes), ''],
    ['  requests', String(result.firstQueryRequests), ''],
    ['First query: time to results', `${result.firstQueryMs.toFixed(1)} ms`, ''],
    [`Median query latency (${result.queries} queries)`, `${result.medianMs.toFixed(1)} ms`, '< 30 ms'],
    ['p90 query latency', `${result.p90Ms.toFixed(1)} ms`, ''],
    ['Median latency, index parts cached', `${result.warmMedianMs.toFixed(1)} ms`, '< 30 ms'],
  ];
  const width = Math.max(...rows.map(r => r[0].length));
  console.log(`${'Search'.padEnd(width)}  ${'measured'.padStart(10)}  budget`);
  for (const [name, value, budget] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(10)}  ${budget}`);
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
