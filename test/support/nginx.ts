/**
 * Runs Debian's nginx with the committed deploy/nginx.conf, set up by scripts/nginxConfig.js
 * (as `npm run serve` does): only its `listen` and `root` lines are replaced.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawn, spawnSync, ChildProcess } from 'child_process';
import { freePort, waitForPort } from './ports';
import { PUBLIC_DIR } from './paths';
import { BROTLI_MODULE, templateSiteConfig, writeNginxConfig } from '../../scripts/nginxConfig';

export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export { BROTLI_MODULE, templateSiteConfig };

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
  const { confPath, brotli } = writeNginxConfig({ prefix, port, root, logs: 'files' });

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
