#!/usr/bin/env node
// Serves the production build (public/) the way deploy/nginx.conf does in production: routes
// without a trailing slash, `/x.html` and `/x/index.html` moved to `/x`, and 404.html with
// status 404. Uses nginx with the committed config when installed; otherwise a small Node
// server that follows the same route rules (NGINX_PATH=none forces it). Port: $PORT, default 9000.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNginxConfig } from './nginxConfig.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const publicDir = path.join(root, 'public');
const port = Number(process.env.PORT ?? 9000);

if (!existsSync(path.join(publicDir, 'index.html'))) {
  console.error(`No build in ${publicDir}: run \`npm run build\` first.`);
  process.exit(1);
}

// NGINX_PATH picks the binary (as in the e2e suite); a path that does not exist selects the Node server.
const nginx = (process.env.NGINX_PATH ? [process.env.NGINX_PATH] : ['/usr/sbin/nginx', '/usr/bin/nginx']).find(candidate => existsSync(candidate));
if (nginx) serveWithNginx(nginx);
else serveWithNode();

/** deploy/nginx.conf with only its listen and root lines replaced, as the e2e suite runs it. */
function serveWithNginx(binary) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'docs-serve-'));
  const { confPath: conf } = writeNginxConfig({ prefix, port, root: publicDir, logs: 'stderr' });
  const check = spawnSync(binary, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) {
    console.error(`nginx rejected deploy/nginx.conf:\n${check.stderr}`);
    process.exit(1);
  }
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  console.log(`Serving public/ with nginx and deploy/nginx.conf at http://127.0.0.1:${port}/ (Ctrl+C stops)`);
  const stop = () => child.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', code => {
    rmSync(prefix, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The file nginx's `try_files $uri $uri/index.html $uri.html` would pick, or null. */
function resolve(pathname) {
  const full = path.join(publicDir, path.normalize(pathname));
  if (!full.startsWith(publicDir)) return null;
  for (const candidate of [full, path.join(full, 'index.html'), `${full}.html`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next */
    }
  }
  return null;
}

/** The same 301s as deploy/nginx.conf: `/x.html` and `/x/index.html` to `/x` (`/docs/index.html` to `/docs/`). */
function redirectFor(pathname) {
  if (/^\/404(\.html|\/index\.html)?$/.test(pathname)) return null;
  if (pathname === '/index.html') return '/';
  if (pathname === '/docs/index.html') return '/docs/';
  const match = pathname.match(/^(\/.*?)(\/index\.html|\.html)$/);
  return match ? match[1] : null;
}

function serveWithNode() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/404';
    }
    const target = redirectFor(pathname);
    if (target) {
      res.writeHead(301, { Location: target + url.search });
      res.end();
      return;
    }
    const file = resolve(pathname);
    const served = file ?? path.join(publicDir, '404.html');
    res.writeHead(file ? 200 : 404, { 'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : readFileSync(served));
  });
  server.listen(port, '127.0.0.1', () =>
    console.log(`Serving public/ with a Node server that follows deploy/nginx.conf's route rules (no nginx) at http://127.0.0.1:${port}/ (Ctrl+C stops)`),
  );
}
