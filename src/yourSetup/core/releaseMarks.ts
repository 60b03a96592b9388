/**
 * "My version": the reader's Pocket ID release, entered under "Your setup", against the
 * marks pages carry on what arrived or went away in a release. The marks' contract: an
 * element with `data-since="2.13.0"` (the release that added the thing, full semver) and, for
 * what a release removed, `data-removed="2.0.0"`; its text says "Since 2.13" or "Removed in 2.0"
 * and is what a reader without a version (or without JavaScript) sees.
 */

/** A release as [major, minor, patch]. */
type Release = readonly [number, number, number];

/**
 * `2.13`, `2.13.1` or `v2.13.1` as a release (a missing patch is 0); null for anything else.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function parseRelease(text: string): Release | null {
  const match = /^v?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}))?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : null;
}

const older = (a: Release, b: Release) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** A release as readers name it: `2.13` for 2.13.0, else in full. */
const shortRelease = ([major, minor, patch]: Release) => `${major}.${minor}${patch ? `.${patch}` : ''}`;

export type VersionCheck = { ok: true; version: string } | { ok: false; message: string };

/** The version field's value, checked: a release in its short form, `''` when empty (the field is optional). */
export function checkVersion(text: string): VersionCheck {
  if (text.trim() === '') return { ok: true, version: '' };
  const release = parseRelease(text);
  if (release) return { ok: true, version: shortRelease(release) };
  return {
    ok: false,
    message: 'The version must be a release number such as 2.10 or 2.10.1, as shown at the foot of Pocket ID’s settings pages.',
  };
}

/**
 * What a mark says to a reader on `version` (a checked version), or null when the reader's
 * release is as the mark already says: "Needs 2.13 — you run 2.10" (`newer`) for what arrived
 * after it; "Removed in 2.0 — your 1.5 still has it" for what went away after it.
 */
export function markText(since: string | null, removed: string | null, version: string): { text: string; newer: boolean } | null {
  const reader = parseRelease(version);
  if (!reader) return null;
  const added = since ? parseRelease(since) : null;
  if (added && older(reader, added) < 0) return { text: `Needs ${shortRelease(added)} — you run ${version}`, newer: true };
  const gone = removed ? parseRelease(removed) : null;
  if (gone && older(reader, gone) < 0) return { text: `Removed in ${shortRelease(gone)} — your ${version} still has it`, newer: false };
  return null;
}

/** The note at the top of a page where `count` marks need a newer release than `version`; null when none does. */
export function newerCountText(count: number, version: string): string | null {
  if (count === 0) return null;
  const things = count === 1 ? '1 thing on this page needs' : `${count} things on this page need`;
  return `${things} a newer Pocket ID release than yours (${version}).`;
}
