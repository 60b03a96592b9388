/** A minimal static server for public/ (404.html for misses) and a Chromium launcher, for the search e2e test only. */
import http from 'http';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { AddressInfo } from 'net';
import { chromium, Browser, BrowserContext } from 'playwright-core';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.txt': 'text/plain' };

export async function servePublic(dir: string): Promise<{ url: string; close: () => Promise<void>; requests: string[] }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) file = dir;
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    let status = 200;
    if (!fs.existsSync(file)) {
      status = 404;
      file = path.join(dir, '404.html');
    }
    let body = fs.readFileSync(file);
    const headers: Record<string, string | number> = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
    if (/gzip/.test(String(req.headers['accept-encoding'])) && /html|javascript|json|css/.test(String(headers['Content-Type']))) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(status, { ...headers, 'Content-Length': body.length });
    res.end(body);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise(resolve => server.close(() => resolve())) };
}

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launch(origin: string): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  await context.route('**/*', route => {
    const url = route.request().url();
    if (url.startsWith('https://raw.githubusercontent.com/')) return route.fulfill({ status: 200, contentType: 'text/plain', body: '2.14.0' });
    if (url.startsWith(origin)) return route.continue();
    return route.abort();
  });
  return { browser, context };
}
