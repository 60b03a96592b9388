/**
 * A deliberately dumb static server: it maps the URL to a file under `root` (a directory
 * means its index.html) and answers everything else with 404.html and status 404. No
 * redirects, no `.html` guessing: whatever works through it works in the browser alone.
 * With `basePath` the files are served below that path (e.g. `/sub/`) and nowhere else.
 */
import fs from 'fs';
import http from 'http';
import path from 'path';
import { freePort } from './ports';

const TYPES: Record<string, string> = {
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

export interface StaticServer {
  origin: string;
  port: number;
  /** Paths requested, in order (pathname + search). */
  requests: string[];
  stop(): Promise<void>;
}

export async function startStaticServer(root: string, basePath = '/'): Promise<StaticServer> {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const requests: string[] = [];
  const resolveFile = (pathname: string): string | null => {
    if (!pathname.startsWith(base) && `${pathname}/` !== base) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(base.length - 1) || '/');
    } catch {
      return null;
    }
    const full = path.join(root, path.normalize(relative));
    if (!full.startsWith(root)) return null;
    try {
      const stat = fs.statSync(full);
      if (stat.isFile()) return full;
      if (stat.isDirectory() && fs.existsSync(path.join(full, 'index.html'))) return path.join(full, 'index.html');
    } catch {
      /* not there */
    }
    return null;
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    const file = resolveFile(url.pathname);
    const served = file ?? path.join(root, '404.html');
    const body = fs.readFileSync(served);
    res.writeHead(file ? 200 : 404, { 'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  const port = await freePort();
  await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    stop: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
