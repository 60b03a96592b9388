import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawnSync } from 'child_process';

const root = path.resolve(__dirname, '../..');
const COPY = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'tsconfig.json', 'package.json', 'src', 'static', 'openapi', 'content', 'scripts'];

/** A throwaway copy of the project (node_modules linked) for builds that are meant to fail. */
export function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-'));
  for (const entry of COPY) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs `npm run build` in `dir`; returns exit code and combined output. */
export function buildIn(dir: string, env: Record<string, string> = {}): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', 'build'], { cwd: dir, env: { ...process.env, CI: 'true', ...env }, encoding: 'utf8', timeout: 240_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
