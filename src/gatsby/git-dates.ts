/**
 * The date of the last commit that touched a file, for "Last updated". A checkout without
 * git or without history (a source tarball, a CI cache) yields null and the page omits it.
 */
import { execFileSync } from 'child_process';
import path from 'path';

const projectRoot = path.resolve(__dirname, '..', '..');

export function lastCommitDate(absolutePath: string): string | null {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', absolutePath], {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    return /^\d{4}-\d{2}-\d{2}T/.test(out) ? out : null;
  } catch {
    return null;
  }
}
