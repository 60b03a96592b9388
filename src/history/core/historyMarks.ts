/**
 * What a "since" mark says about an item of Pocket ID's history: nothing for what 1.0.0
 * already had, "Since 2.13" for what came later, "Removed in 2.0" (and what replaces it)
 * for what went away. Also the changes between two releases, for the upgrade planner and
 * the release pages.
 */
import type { HistoryData, HistoryItem, HistoryKind, Release } from './historyData';
import { HISTORY_KINDS, compareVersions } from './historyData';

/** 2.13.0 -> "2.13"; a patch release keeps its patch: 1.6.1. */
export const shortVersion = (version: string): string => version.replace(/\.0$/, '');

export interface SinceMarkFacts {
  /** Full semver: the contract with "my version" (data-since). */
  since: string;
  removed?: string;
  replacedBy?: string;
  /** "Since 2.13" / "Removed in 2.0": the visible text (the replacement is said beside it). */
  text: string;
}

/** The mark as plain text, for twins and the search records: "Since 2.13", "Removed in 2.0, replaced by NEW_NAME". */
export const markText = (mark: SinceMarkFacts): string => (mark.replacedBy ? `${mark.text}, replaced by ${mark.replacedBy}` : mark.text);

/**
 * Which column of a docs table names an item with a history, from its header cells:
 * `Variable | Default` tables and the `Old variable` table (environment variables), tables of
 * application settings (`Setting… | Environment variable`, matched by their variable) and
 * the client form (`Field | API field`). The mark goes into the row's first cell.
 */
export function markedColumn(headers: string[]): { column: number; kind: HistoryKind } | undefined {
  if ((headers[0] === 'Variable' && headers[1] === 'Default') || headers[0] === 'Old variable') return { column: 0, kind: 'env' };
  const variable = headers.indexOf('Environment variable');
  if (/^(Setting|Switch)\b/.test(headers[0] ?? '') && variable > 0) return { column: variable, kind: 'appSetting' };
  const apiField = headers.indexOf('API field');
  if (headers[0] === 'Field' && apiField > 0) return { column: apiField, kind: 'clientSetting' };
  return undefined;
}

/** The mark of an item, or undefined when it needs none (there since the first release, still there). */
function markOf(item: HistoryItem | undefined, firstRelease: string): SinceMarkFacts | undefined {
  if (!item) return undefined;
  if (item.removed)
    return {
      since: item.since,
      removed: item.removed,
      replacedBy: item.replacedBy,
      text: `Removed in ${shortVersion(item.removed)}`,
    };
  if (item.since === firstRelease) return undefined;
  return { since: item.since, text: `Since ${shortVersion(item.since)}` };
}

/** Looks an item up by kind and name. Application settings also match by their variable (APP_NAME -> appName). */
export function historyLookup(data: HistoryData): (kind: HistoryKind, name: string) => SinceMarkFacts | undefined {
  const maps = Object.fromEntries(HISTORY_KINDS.map(kind => [kind, new Map(data[kind].map(i => [i.name, i]))])) as Record<
    HistoryKind,
    Map<string, HistoryItem>
  >;
  const appByLoose = new Map(data.appSetting.map(i => [i.name.toLowerCase(), i]));
  const first = data.releases[0].version;
  return (kind, name) => {
    const item =
      kind === 'appSetting' ? (maps.appSetting.get(name) ?? appByLoose.get(name.replace(/_/g, '').toLowerCase()) ?? maps.env.get(name)) : maps[kind].get(name);
    return markOf(item, first);
  };
}

interface ReleaseChanges {
  release: Release;
  added: Record<HistoryKind, HistoryItem[]>;
  removed: Record<HistoryKind, HistoryItem[]>;
}

const emptyKinds = (): Record<HistoryKind, HistoryItem[]> => ({ env: [], operation: [], clientSetting: [], appSetting: [] });

/** Every release after the first with what it added and removed, oldest first. */
function changesByRelease(data: HistoryData): ReleaseChanges[] {
  const byVersion = new Map(data.releases.map(release => [release.version, { release, added: emptyKinds(), removed: emptyKinds() }]));
  for (const kind of HISTORY_KINDS)
    for (const item of data[kind]) {
      if (item.since !== data.releases[0].version) byVersion.get(item.since)?.added[kind].push(item);
      if (item.removed) byVersion.get(item.removed)?.removed[kind].push(item);
    }
  return [...byVersion.values()].filter(c => c.release.version !== data.releases[0].version);
}

/** Readable names of the kinds. */
export const KIND_LABELS: Record<HistoryKind, string> = {
  env: 'Environment variables',
  operation: 'API operations',
  clientSetting: 'OIDC client settings',
  appSetting: 'Application settings',
};

/** The anchor of a release's section on the release page: 2.13.0 -> "v2-13-0". */
export const releaseAnchor = (version: string): string => `v${version.replace(/\./g, '-')}`;

/** One change of one release, as the planner and the release pages list it. */
export interface ReleaseChange {
  kind: HistoryKind;
  change: 'added' | 'removed';
  name: string;
  replacedBy?: string;
}

/** A release with its changes, what the planner and the release pages are rendered from (JSON in the MDX element's attribute). */
export interface ReleaseSummary {
  version: string;
  date: string;
  notes: string;
  breaking: boolean;
  changes: ReleaseChange[];
}

/** Every release after the first, newest first, with its changes in kind order. */
export function releaseSummaries(data: HistoryData): ReleaseSummary[] {
  return changesByRelease(data)
    .map(({ release, added, removed }) => ({
      ...release,
      changes: HISTORY_KINDS.flatMap(kind => [
        ...added[kind].map(i => ({ kind, change: 'added' as const, name: i.name })),
        ...removed[kind].map(i => ({ kind, change: 'removed' as const, name: i.name, ...(i.replacedBy ? { replacedBy: i.replacedBy } : {}) })),
      ]),
    }))
    .reverse();
}

/** What the planner says about an upgrade: how many releases, which of them breaking, and the changes by kind. */
export function upgradeSummary(releases: ReleaseSummary[], from: string, to: string): string {
  if (compareVersions(to, from) <= 0) return `Choose a release newer than ${from} to upgrade to.`;
  const between = releases.filter(r => compareVersions(r.version, from) > 0 && compareVersions(r.version, to) <= 0);
  const breaking = between.filter(r => r.breaking).map(r => r.version);
  const count = (kind: HistoryKind, change: 'added' | 'removed') =>
    between.reduce((n, r) => n + r.changes.filter(c => c.kind === kind && c.change === change).length, 0);
  const parts = HISTORY_KINDS.flatMap(kind => {
    const [added, removed] = [count(kind, 'added'), count(kind, 'removed')];
    if (!added && !removed) return [];
    return [`${KIND_LABELS[kind]}: ${added} added${removed ? `, ${removed} removed` : ''}`];
  });
  return [
    `From ${from} to ${to}: ${between.length} release${between.length === 1 ? '' : 's'}`,
    breaking.length ? `, breaking: ${breaking.join(', ')}` : ', none marked breaking',
    parts.length ? `; ${parts.join('; ')}.` : '; no variables, operations or settings changed.',
  ].join('');
}

/** The releases as Markdown for the twins: a section per release (What's new) or a table per release (the upgrade planner's page). */
export function releasesMarkdown(releases: ReleaseSummary[], form: 'sections' | 'tables', depth = 2): string {
  const hashes = '#'.repeat(depth);
  const changeText = (c: ReleaseChange) => (c.change === 'added' ? 'Added' : c.replacedBy ? `Renamed to \`${c.replacedBy}\`` : 'Removed');
  return releases
    .map(r => {
      const head = `Pocket ID ${shortVersion(r.version)}${r.breaking ? ' (breaking)' : ''}`;
      const meta = `Released ${r.date}. [Release notes for ${r.version}](${r.notes})`;
      if (form === 'tables') {
        const rows = r.changes.map(c => `| ${changeText(c)} | ${KIND_LABELS[c.kind]} | \`${c.name}\` |`);
        return [
          `**${head}** · ${meta}`,
          rows.length ? ['| Change | Kind | Name |', '| --- | --- | --- |', ...rows].join('\n') : 'No variable, API operation or setting added or removed.',
        ].join('\n\n');
      }
      const lists = HISTORY_KINDS.flatMap(kind => {
        const changes = r.changes.filter(c => c.kind === kind);
        return changes.length
          ? [`${hashes}# ${KIND_LABELS[kind]}`, changes.map(c => `- \`${c.name}\`${c.change === 'added' ? '' : ` ${changeText(c).toLowerCase()}`}`).join('\n')]
          : [];
      });
      return [`${hashes} ${head}`, `${meta}.`, ...lists].join('\n\n');
    })
    .join('\n\n');
}
