/**
 * A few UI strings of Pocket ID are written in the Svelte components instead of en.json
 * (e.g. the audit log's "Internal Networks" filter option). A label counts as Pocket ID's
 * when it appears in frontend/src as a whole quoted string or as an element's whole text.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Location } from './difference';
import { at } from './difference';

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'paraglide' ? [] : sourceFiles(full);
    return /\.(svelte|ts)$/.test(entry.name) ? [full] : [];
  });
}

export function hardcodedUiStringFinder(root: string): (label: string) => Location | undefined {
  const files = sourceFiles(path.join(root, 'frontend', 'src')).map(full => ({
    file: path.relative(root, full).split(path.sep).join('/'),
    lines: fs.readFileSync(full, 'utf8').split('\n'),
  }));
  return label => {
    const forms = [`'${label}'`, `"${label}"`, `>${label}<`];
    for (const { file, lines } of files) {
      const i = lines.findIndex(line => forms.some(form => line.includes(form)));
      if (i >= 0) return at(file, i + 1);
    }
    return undefined;
  };
}
