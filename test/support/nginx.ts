/**
 * Runs Debian's nginx with the committed deploy/nginx.conf: only its `listen` and `root`
 * lines are replaced (port and the built public/ directory); the rest is used verbatim,
 * wrapped in a minimal main config whose pid, logs and temp files live in a temp prefix.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawn, spawnSync, ChildProcess } from 'child_process';
import { freePort, waitForPort } from './ports';
import { NGINX_BROTLI_CONF, NGINX_CONF, PUBLIC_DIR } from './paths';

export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** deploy/nginx.conf with the port and root substituted. Throws if the placeholders moved. */
export function templateSiteConfig(source: string, port: number, root: string): string {
  const listen = source.match(/^\s*listen\s+[^;]+;.*$/gm) ?? [];
  const roots = source.match(/^\s*root\s+[^;]+;.*$/gm) ?? [];
  if (listen.length === 0 || roots.length !== 1) {
    throw new Error(`deploy/nginx.conf must have listen lines and exactly one root line (found ${listen.length} and ${roots.length})`);
  }
  let first = true;
  return source
    .replace(/^(\s*)listen\s+[^;]+;.*$/gm, (_m, indent: string) => {
      if (!first) return `${indent}# (listen line dropped by the tests)`;
      first = false;
      return `${indent}listen 127.0.0.1:${port};`;
    })
    .replace(/^(\s*)root\s+[^;]+;.*$/m, (_m, indent: string) => `${indent}root ${root};`);
}

/** Debian's brotli filter module, when installed (scripts/test.mjs installs it). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface NginxServer {
  /** Whether the brotli module was loaded and deploy/nginx-brotli.conf included. */
  brotli: boolean;
  port: number;
  origin: string;
  prefix: string;
  stop(): Promise<void>;
}

export async function startNginx(root: string = PUBLIC_DIR): Promise<NginxServer> {
  const binary = findNginx();
  if (!binary) throw new Error('nginx not found: run `apt-get install -y nginx`.');
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  for (const dir of ['logs', 'tmp']) fs.mkdirSync(path.join(prefix, dir));
  const site = templateSiteConfig(fs.readFileSync(NGINX_CONF, 'utf8'), port, root);
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  // Installed the way the deploy notes say: the snippet where the site config includes it.
  const brotli = fs.existsSync(BROTLI_MODULE);
  if (brotli) {
    fs.mkdirSync(path.join(prefix, 'snippets'));
    fs.copyFileSync(NGINX_BROTLI_CONF, path.join(prefix, 'snippets', 'pocket-id-docs-brotli.conf'));
  }
  const runAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const main = [
    runAsRoot ? 'user root;' : '',
    brotli ? `load_module ${BROTLI_MODULE};` : '',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/logs/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  access_log ${prefix}/logs/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(t => `  ${t}_temp_path ${prefix}/tmp/${t};`),
    `  include ${prefix}/site.conf;`,
    '}',
    '',
  ].join('\n');
  const confPath = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confPath, main);

  const check = spawnSync(binary, ['-t', '-p', prefix, '-c', confPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the config:\n${check.stderr}`);

  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', confPath, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', chunk => (stderr += chunk));
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(port),
      exited.then(() => {
        throw new Error(`nginx exited at start:\n${stderr}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    brotli,
    port,
    origin: `http://127.0.0.1:${port}`,
    prefix,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
