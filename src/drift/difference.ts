/** A place in a file: a path relative to its tree's root and a 1-based line. */
export interface Location {
  file: string;
  line: number;
}

/** The four things the drift check compares. */
type DriftCheck = 'env' | 'api' | 'label' | 'client-form';

/** One way the site and Pocket ID's source disagree, located on both sides. */
export interface Difference {
  check: DriftCheck;
  message: string;
  /** Where the site says it (or where it would have to say it). */
  site: Location;
  /** Where Pocket ID's source says it (or the nearest place it would be). */
  source: Location;
}

export const at = (file: string, line: number): Location => ({ file, line });

/** Sort by check, then site file and line, so the output reads page by page. */
export function sortDifferences(differences: Difference[]): Difference[] {
  const order: DriftCheck[] = ['env', 'api', 'label', 'client-form'];
  return [...differences].sort(
    (a, b) =>
      order.indexOf(a.check) - order.indexOf(b.check) ||
      a.site.file.localeCompare(b.site.file) ||
      a.site.line - b.site.line ||
      a.source.file.localeCompare(b.source.file) ||
      a.source.line - b.source.line ||
      a.message.localeCompare(b.message),
  );
}

/** One line per difference: `[check] message` then both locations. */
export function formatDifference(difference: Difference, siteRootLabel = 'site', sourceRootLabel = 'pocket-id'): string {
  const { check, message, site, source } = difference;
  return `[${check}] ${message}\n    ${siteRootLabel}: ${site.file}:${site.line}\n    ${sourceRootLabel}: ${source.file}:${source.line}`;
}
