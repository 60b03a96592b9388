/**
 * Pocket ID's history from its git tags: every release from 1.0.0 on is read with the drift
 * check's own readers (environment variables, routes, the OIDC client DTOs and the
 * application-configuration DTO), and each item gets the first release that has it and the
 * release that dropped it. Renames come from the changelog's own words ("rename `A` env
 * variable to `B`"). The result is the YAML file the site builds its "since" marks from.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GoParseCache } from './goSource';
import { loadGoFiles } from './goSource';
import { indexGo } from './goDeclarations';
import type { GoIndex } from './goDeclarations';
import { sourceEnvVars } from './envSource';
import { sourceRoutes } from './goRoutes';
import { jsonFields } from './checkApiSchemas';

const CLIENT_DTOS = ['OidcClientCreateDto', 'OidcClientUpdateDto'];
const APP_CONFIG_DTO = 'AppConfigUpdateDto';
const RELEASE_NOTES = 'https://github.com/pocket-id/pocket-id/releases/tag/';

type Kind = 'env' | 'operation' | 'clientSetting' | 'appSetting';

/** What one release has, per kind. */
type ReleaseItems = Record<Kind, string[]>;

interface HistoryItem {
  name: string;
  since: string;
  removed?: string;
  replacedBy?: string;
}

export interface History {
  releases: { version: string; date: string; notes: string; breaking: boolean }[];
  env: HistoryItem[];
  operation: HistoryItem[];
  clientSetting: HistoryItem[];
  appSetting: HistoryItem[];
}

const semver = (tag: string) => /^v?(\d+)\.(\d+)\.(\d+)$/.exec(tag)?.slice(1).map(Number);
const compareVersions = (a: string, b: string): number => {
  const [x, y] = [semver(a)!, semver(b)!];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** What one release tree has: variables (with their _FILE variants), operations, client and application settings. */
async function readRelease(root: string, cache?: GoParseCache): Promise<ReleaseItems> {
  const index: GoIndex = indexGo(await loadGoFiles(root, cache));
  const env = new Set<string>();
  for (const v of sourceEnvVars(index)) {
    env.add(v.name);
    if (v.fileVariant) env.add(`${v.name}_FILE`);
  }
  const fieldsOf = (names: string[]) =>
    new Set(names.flatMap(name => index.structs.filter(s => s.name === name).flatMap(s => jsonFields(index, s).map(f => f.json))));
  return {
    env: [...env].sort(),
    operation: [...new Set(sourceRoutes(index).map(r => `${r.method} ${r.path}`))].sort(),
    clientSetting: [...fieldsOf(CLIENT_DTOS)].sort(),
    appSetting: [...fieldsOf([APP_CONFIG_DTO])].sort(),
  };
}

/** `rename \`A\` env variable to \`B\`` lines of a changelog section: old name -> new name. */
function changelogRenames(changelog: string): Map<string, string> {
  const renames = new Map<string, string>();
  for (const m of changelog.matchAll(/rename `([A-Z0-9_]+)` env(?:ironment)? variable to `([A-Z0-9_]+)`/gi)) renames.set(m[1], m[2]);
  return renames;
}

/**
 * A release is marked breaking when it is a new major version (Pocket ID versions by semver:
 * 1.0.0 and 2.0.0) or its changelog section says "BREAKING". Pocket ID's changelog has no
 * breaking-change heading of its own.
 */
function isBreaking(version: string, section: string): boolean {
  const [, minor, patch] = semver(version)!;
  return (minor === 0 && patch === 0) || /BREAKING/.test(section);
}

/** The changelog's section of a version (`## v2.14.0` up to the next `## `). */
function changelogSection(changelog: string, version: string): string {
  const start = changelog.indexOf(`## v${version}\n`);
  if (start < 0) return '';
  const end = changelog.indexOf('\n## ', start + 1);
  return changelog.slice(start, end < 0 ? undefined : end);
}

/** First and last release of every item, from the releases' item lists in version order. */
function buildHistory(releases: { version: string; date: string; items: ReleaseItems }[], changelog: string): History {
  const renames = changelogRenames(changelog);
  const kinds: Kind[] = ['env', 'operation', 'clientSetting', 'appSetting'];
  const history: History = {
    releases: releases.map(r => ({
      version: r.version,
      date: r.date,
      notes: `${RELEASE_NOTES}v${r.version}`,
      breaking: isBreaking(r.version, changelogSection(changelog, r.version)),
    })),
    env: [],
    operation: [],
    clientSetting: [],
    appSetting: [],
  };
  for (const kind of kinds) {
    const items = new Map<string, HistoryItem>();
    let previous = new Set<string>();
    for (const release of releases) {
      const current = new Set(release.items[kind]);
      for (const name of current) {
        const item = items.get(name);
        if (!item) items.set(name, { name, since: release.version });
        else if (item.removed) {
          // Came back: it counts from its return.
          delete item.removed;
          delete item.replacedBy;
          item.since = release.version;
        }
      }
      for (const name of previous)
        if (!current.has(name)) {
          const item = items.get(name)!;
          item.removed = release.version;
          const replacement = kind === 'env' ? renames.get(name) : undefined;
          if (replacement && current.has(replacement)) item.replacedBy = replacement;
        }
      previous = current;
    }
    history[kind] = [...items.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
  return history;
}

/** Release tags from 1.0.0 on, oldest first, with their dates. */
function releaseTags(repo: string): { tag: string; version: string; date: string }[] {
  const out = execFileSync('git', ['-C', repo, 'for-each-ref', '--format=%(refname:short) %(creatordate:short)', 'refs/tags'], { encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .map(line => line.split(' '))
    .filter(([tag]) => semver(tag) && compareVersions(tag, '1.0.0') >= 0)
    .map(([tag, date]) => ({ tag, version: tag.replace(/^v/, ''), date }))
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** Walks every release tag of a Pocket ID clone. `onRelease` reports progress. */
export async function walkHistory(repo: string, onRelease: (version: string) => void = () => {}): Promise<History> {
  const tags = releaseTags(repo);
  if (tags.length === 0) throw new Error(`${repo}: no release tags from v1.0.0 on`);
  const newest = tags[tags.length - 1].tag;
  const changelog = execFileSync('git', ['-C', repo, 'show', `${newest}:CHANGELOG.md`], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const releases: { version: string; date: string; items: ReleaseItems }[] = [];
  const cache: GoParseCache = { trees: new Map() };
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pocket-id-history-'));
  try {
    for (const { tag, version, date } of tags) {
      const tree = path.join(scratch, version);
      fs.mkdirSync(tree);
      // Only the Go backend is read: git archive writes it without a checkout.
      const tar = execFileSync('git', ['-C', repo, 'archive', '--format=tar', tag, 'backend'], { maxBuffer: 512 << 20 });
      execFileSync('tar', ['-x', '-C', tree, '--wildcards', '*.go'], { input: tar });
      releases.push({ version, date, items: await readRelease(tree, cache) });
      fs.rmSync(tree, { recursive: true, force: true });
      onRelease(version);
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return buildHistory(releases, changelog);
}
