/**
 * Pocket ID's history (content/history/pocket-id-history.yaml, written by `npm run history`):
 * its releases, and for every environment variable, API operation, OIDC client setting and
 * application setting the release that added it and the one that dropped it. This file
 * reads, checks and writes that data; what a reader sees of it is in historyMarks.ts.
 */
import yaml from 'js-yaml';

export interface Release {
  version: string;
  /** YYYY-MM-DD, the tag's date. */
  date: string;
  notes: string;
  breaking: boolean;
}

export interface HistoryItem {
  name: string;
  since: string;
  removed?: string;
  replacedBy?: string;
}

/** The file, relative to the project root. */
export const HISTORY_FILE = 'content/history/pocket-id-history.yaml';

export type HistoryKind = 'env' | 'operation' | 'clientSetting' | 'appSetting';
export const HISTORY_KINDS: HistoryKind[] = ['env', 'operation', 'clientSetting', 'appSetting'];

export interface HistoryData {
  releases: Release[];
  env: HistoryItem[];
  operation: HistoryItem[];
  clientSetting: HistoryItem[];
  appSetting: HistoryItem[];
}

const VERSION = /^\d+\.\d+\.\d+$/;
const parts = (v: string) => v.split('.').map(Number);
export const compareVersions = (a: string, b: string): number => {
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/**
 * Bad data in the history file: the message names the file and the entry.
 * @internal Exported for its tests; production throws it in this file only.
 */
export class HistoryDataError extends Error {}

/** Parses and checks the file's text; every problem names `file` and the entry. */
export function parseHistory(text: string, file: string): HistoryData {
  const fail = (entry: string, problem: string): never => {
    throw new HistoryDataError(`${file}: ${entry}: ${problem}`);
  };
  let raw: unknown;
  try {
    raw = yaml.load(text);
  } catch (error) {
    return fail('the file', `not valid YAML: ${(error as Error).message}`);
  }
  if (!raw || typeof raw !== 'object') return fail('the file', 'expected a map with releases, env, operation, clientSetting and appSetting');
  const data = raw as Record<string, unknown>;
  const releases = data.releases;
  if (!Array.isArray(releases) || releases.length === 0) return fail('releases', 'expected a non-empty list');
  const known = new Set<string>();
  releases.forEach((r: Record<string, unknown>, i) => {
    const entry = `releases[${i}]${typeof r?.version === 'string' ? ` (${r.version})` : ''}`;
    if (typeof r?.version !== 'string' || !VERSION.test(r.version)) fail(entry, 'version must be X.Y.Z');
    if (typeof r.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r.date)) fail(entry, 'date must be YYYY-MM-DD');
    if (typeof r.notes !== 'string' || !r.notes.startsWith('https://')) fail(entry, 'notes must be an https URL');
    if (typeof r.breaking !== 'boolean') fail(entry, 'breaking must be true or false');
    if (known.has(r.version as string)) fail(entry, 'listed twice');
    if (i > 0 && compareVersions(releases[i - 1].version, r.version as string) >= 0) fail(entry, 'releases must be in version order, oldest first');
    known.add(r.version as string);
  });
  const result = { releases: releases as Release[] } as HistoryData;
  for (const kind of HISTORY_KINDS) {
    const items = data[kind];
    if (!Array.isArray(items)) return fail(kind, 'expected a list');
    const names = new Set<string>();
    items.forEach((item: Record<string, unknown>, i) => {
      const entry = `${kind}[${i}]${typeof item?.name === 'string' ? ` (${item.name})` : ''}`;
      if (typeof item?.name !== 'string' || item.name === '') fail(entry, 'name must be a non-empty string');
      if (names.has(item.name as string)) fail(entry, 'listed twice');
      names.add(item.name as string);
      for (const key of Object.keys(item)) if (!['name', 'since', 'removed', 'replacedBy'].includes(key)) fail(entry, `unknown key "${key}"`);
      if (typeof item.since !== 'string' || !known.has(item.since)) fail(entry, `since "${String(item.since)}" is not a listed release`);
      if (item.removed !== undefined) {
        if (typeof item.removed !== 'string' || !known.has(item.removed)) fail(entry, `removed "${String(item.removed)}" is not a listed release`);
        if (compareVersions(item.removed as string, item.since as string) <= 0) fail(entry, 'removed must come after since');
      }
      if (item.replacedBy !== undefined && (typeof item.replacedBy !== 'string' || item.removed === undefined))
        fail(entry, 'replacedBy needs a name and a removed release');
    });
    result[kind] = items as HistoryItem[];
  }
  return result;
}

/** The file's text: one line per item, so a pull request shows each change as one line. */
export function dumpHistory(data: HistoryData): string {
  const header =
    '# Pocket ID release history, written by `npm run history -- <pocket-id clone>` from every release tag\n' +
    '# (src/drift/history.ts). Review changes; the site builds its "since" marks, upgrade planner and\n' +
    '# release pages from this file only.\n';
  const ordered = {
    releases: data.releases,
    ...Object.fromEntries(
      HISTORY_KINDS.map(kind => [
        kind,
        data[kind].map(i => ({
          name: i.name,
          since: i.since,
          ...(i.removed ? { removed: i.removed } : {}),
          ...(i.replacedBy ? { replacedBy: i.replacedBy } : {}),
        })),
      ]),
    ),
  };
  return header + yaml.dump(ordered, { flowLevel: 2, lineWidth: -1, quotingType: '"' });
}
