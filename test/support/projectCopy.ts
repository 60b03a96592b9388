import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawnSync } from 'child_process';

const root = path.resolve(__dirname, '../..');
/** What a copy of the project needs to build (one list for the tests and the bench). */
const COPY: string[] = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'project-entries.json'), 'utf8'));

/** A throwaway copy of the project (node_modules linked) for builds with other input or settings. */
export function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-'));
  for (const entry of COPY) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export interface BuildInOptions {
  script?: 'build' | 'build:prefixed';
  /** The build is stopped (and fails) after this long. */
  timeoutMs?: number;
}

/** Runs `npm run build` (or another build script) in `dir`; returns exit code and combined output. */
export function buildIn(
  dir: string,
  env: Record<string, string> = {},
  { script = 'build', timeoutMs = 240_000 }: BuildInOptions = {},
): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', script], { cwd: dir, env: { ...process.env, CI: 'true', ...env }, encoding: 'utf8', timeout: timeoutMs });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
