/**
 * `gatsby develop` for the develop suite: a throwaway copy of the project (so edits never
 * touch the repository), develop started there on a free loopback port in its own process
 * group, and a stop that kills the whole group.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import { spawn, ChildProcess } from 'child_process';
import { ROOT } from './paths';
import { freePort } from './ports';

/** Top-level entries never copied: dependencies are linked, the rest is output or history. */
const EXCLUDED = new Set(['node_modules', 'public', '.cache', '.git', 'test-results']);

/** Copies the project to a new temporary directory, with node_modules as a symlink. */
export function copyProjectForDevelop(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-develop-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (EXCLUDED.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export interface DevServer {
  origin: string;
  dir: string;
  /** Everything develop printed so far (stdout and stderr, ANSI codes removed). */
  output(): string;
  /** Resolves once develop's output matches `pattern` after `from` (an earlier output().length). */
  waitForOutput(pattern: RegExp, timeoutMs: number, from?: number): Promise<string>;
  /** Resolves once develop has printed nothing for `quietMs`. */
  waitForQuiet(quietMs: number, timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

// Terminal colour codes in develop's output (ESC [ … letter).
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** One HTTP request on a connection of its own (nothing kept alive after the suite). */
export function request(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, response => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', chunk => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${options.method ?? 'GET'} ${url} timed out`)));
    req.end(options.body);
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Starts `gatsby develop` in `dir` and resolves once it has built the development bundle
 * and serves the home page. On failure the group is killed before the error propagates.
 */
export async function startDevelop(dir: string, timeoutMs: number): Promise<DevServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // As `npm run develop` starts it (scripts/develop.mjs).
  const child = spawn(process.execPath, [path.join(dir, 'scripts', 'develop.mjs'), '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    // A process group of its own, so stop() reaches develop's workers too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development', GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
  });
  let text = '';
  const append = (chunk: Buffer) => (text += chunk.toString('utf8').replace(ANSI, ''));
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  let exited = false;
  const exit = new Promise<void>(resolve => child.once('exit', () => ((exited = true), resolve())));
  // Jest may exit without running afterAll (e.g. a crash): never leave develop behind.
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.off('exit', onExit);
    // Kept for diagnosis (test-results/ is git-ignored).
    fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'test-results', 'develop.log'), text);
    if (exited) return;
    killGroup(child, 'SIGTERM');
    // The grace timer is cleared once develop exits: a pending one kept Jest alive after the suite.
    let grace: NodeJS.Timeout | undefined;
    const killed = await Promise.race([exit.then(() => true), new Promise<boolean>(r => (grace = setTimeout(() => r(false), 10_000)))]);
    clearTimeout(grace);
    if (!killed) {
      killGroup(child, 'SIGKILL');
      await exit;
    }
    // Workers that outlived the parent.
    killGroup(child, 'SIGKILL');
  };

  const waitForOutput = async (pattern: RegExp, waitMs: number, from = 0) => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const match = text.slice(from).match(pattern);
      if (match) return match[0];
      if (exited) throw new Error(`gatsby develop exited while waiting for ${pattern}:\n${text.slice(-4000)}`);
      if (Date.now() > deadline) throw new Error(`gatsby develop did not print ${pattern} in ${waitMs} ms:\n${text.slice(-4000)}`);
      await new Promise(r => setTimeout(r, 250));
    }
  };

  /** Waits until develop has printed nothing for `quietMs` (it has finished with the last edit). */
  const waitForQuiet = async (quietMs: number, waitMs: number) => {
    const deadline = Date.now() + waitMs;
    let length = text.length;
    let since = Date.now();
    while (Date.now() - since < quietMs) {
      if (Date.now() > deadline) throw new Error(`gatsby develop kept printing for ${waitMs} ms:\n${text.slice(-4000)}`);
      await new Promise(r => setTimeout(r, 100));
      if (text.length !== length) [length, since] = [text.length, Date.now()];
    }
  };

  try {
    await waitForOutput(/You can now view/, timeoutMs);
    const home = await request(`${origin}/`);
    if (home.status !== 200) throw new Error(`develop answered / with HTTP ${home.status}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dir, output: () => text, waitForOutput, waitForQuiet, stop };
}
