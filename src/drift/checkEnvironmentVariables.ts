/**
 * Check 1: the environment-variables page against the variables Pocket ID reads.
 * Names both ways, defaults, `_FILE` variants, and removed variables that are read again.
 */
import type { Difference, Location } from './difference';
import { at } from './difference';
import type { EnvPage } from './envDocs';
import type { SourceEnvVar } from './envSource';

interface EnvCheckInput {
  page: EnvPage;
  /** The page's path relative to the site root. */
  pageFile: string;
  source: SourceEnvVar[];
  /** Where a variable not read by the Go backend is read elsewhere (entrypoint, frontend build). */
  findOutsideGo: (name: string) => Location | undefined;
  /** Where a missing variable would be declared, for variables the source lacks. */
  sourceAnchor: Location;
}

const show = (value: string | undefined): string => (value === undefined ? 'no default' : `\`${value}\``);

export function checkEnvironmentVariables({ page, pageFile, source, findOutsideGo, sourceAnchor }: EnvCheckInput): Difference[] {
  const differences: Difference[] = [];
  const add = (message: string, siteLine: number, where: Location) => differences.push({ check: 'env', message, site: at(pageFile, siteLine), source: where });
  const byName = new Map(source.map(v => [v.name, v]));
  const documented = new Set(page.variables.map(v => v.name));

  for (const doc of page.variables) {
    const src = byName.get(doc.name);
    if (!src) {
      // In 2.12, TLS_CERT_FILE was the file variant of TLS_CERT (options:"file"): read, under another rule.
      const readAsFileVariant = doc.name.endsWith('_FILE') && byName.get(doc.name.slice(0, -'_FILE'.length))?.fileVariant;
      if (!readAsFileVariant && !findOutsideGo(doc.name)) add(`${doc.name} is documented, but Pocket ID does not read it`, doc.line, sourceAnchor);
      continue;
    }
    if (src.defaultValue === null) continue;
    if (doc.defaultValue === src.defaultValue) continue;
    if (src.defaultValue === undefined && doc.defaultValue !== undefined && src.derivedDefaults.includes(doc.defaultValue)) continue;
    if (src.defaultValue === undefined && doc.defaultValue === undefined) continue;
    add(`${doc.name}: the docs give ${show(doc.defaultValue)} as the default, Pocket ID has ${show(src.defaultValue)}`, doc.line, src.defaultWhere);
  }

  for (const src of source) {
    if (!documented.has(src.name)) add(`${src.name} is read by Pocket ID but not documented`, page.firstTableLine, src.where);
  }

  const fileVariants = new Map(page.fileVariants.map(v => [v.name, v]));
  for (const row of page.fileVariants) {
    const src = byName.get(row.name);
    if (row.fileName !== `${row.name}_FILE`)
      add(`${row.name}: the file variant is named ${row.fileName}, Pocket ID reads ${row.name}_FILE`, row.line, src?.where ?? sourceAnchor);
    else if (!src?.fileVariant) add(`${row.fileName} is documented, but Pocket ID reads no file variant of ${row.name}`, row.line, src?.where ?? sourceAnchor);
  }
  if (page.fileVariants.length > 0) {
    const tableLine = Math.min(...page.fileVariants.map(v => v.line));
    for (const src of source)
      if (src.fileVariant && !fileVariants.has(src.name))
        add(`${src.name}_FILE is read by Pocket ID but missing from the file-variant table`, tableLine, src.where);
  }

  for (const row of page.removed) {
    const src = byName.get(row.name);
    if (src) add(`${row.name} is documented as removed or renamed, but Pocket ID reads it`, row.line, src.where);
  }
  return differences;
}
