/**
 * The date of the last commit that touched each content file, for "Last updated", read
 * with one `git log` per build. A checkout without git or without history (a source
 * tarball) yields no dates, and so does a shallow clone: CI and most hosts clone with
 * depth 1, where every file's last commit would be the one commit there is and every page
 * would show the same date. Pages then omit the line.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { PROJECT_ROOT } from '../projectRoot';

const DATE = /^\d{4}-\d{2}-\d{2}T/;
const MARK = '\u0001';

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000, maxBuffer: 64 * 1024 * 1024 });

/**
 * `git log --format=<MARK>%cI --name-only` output, newest commit first, to each file's
 * newest date (paths as git prints them, relative to the repository's top).
 * @internal Exported for its tests; production uses it in this file only.
 */
export function latestDates(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date: string | null = null;
  for (const line of log.split('\n')) {
    if (line.startsWith(MARK)) date = DATE.test(line.slice(1)) ? line.slice(1).trim() : null;
    else if (line && date && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

/** One `git log` per process: every content file asks, the history answers once. */
const read = new Map<string, ReturnType<typeof commitDates>>();

/**
 * The last commit dates of the files under `folder` of the checkout at `cwd`: none where the history is shallow or missing.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function commitDates(cwd: string, folder: string): { top: string; dates: Map<string, string> } {
  try {
    if (git(cwd, ['rev-parse', '--is-shallow-repository']).trim() !== 'false') return { top: cwd, dates: new Map() };
    const top = git(cwd, ['rev-parse', '--show-toplevel']).trim();
    return { top, dates: latestDates(git(cwd, ['log', `--format=${MARK}%cI`, '--name-only', '--no-renames', '--', folder])) };
  } catch {
    return { top: cwd, dates: new Map() };
  }
}

/** The file's last commit date, or null (no git, no history, a shallow clone, an uncommitted file). */
export function lastCommitDate(absolutePath: string): string | null {
  if (!read.has(PROJECT_ROOT)) read.set(PROJECT_ROOT, commitDates(PROJECT_ROOT, 'content'));
  const { top, dates } = read.get(PROJECT_ROOT) as ReturnType<typeof commitDates>;
  return dates.get(path.relative(top, absolutePath).split(path.sep).join('/')) ?? null;
}
