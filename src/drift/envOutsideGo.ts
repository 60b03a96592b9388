/**
 * A few variables are read by the container entrypoint or the frontend build rather than the
 * Go backend (PUID, PGID, DEVELOPMENT_BACKEND_URL, BUILD_OUTPUT_PATH). These files are shell
 * scripts, Dockerfiles and build configuration, so a name is found as a whole word in them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Location } from './difference';
import { at } from './difference';

/** Folders and files of a Pocket ID checkout, other than the Go backend, that read variables. */
const OUTSIDE_GO_PLACES = ['docker', 'scripts', 'frontend/vite.config.ts', 'frontend/svelte.config.js'];

function filesUnder(full: string): string[] {
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter(e => e.name !== 'node_modules' && !e.name.startsWith('.'))
    .flatMap(e => filesUnder(path.join(full, e.name)));
}

export function outsideGoFinder(root: string): (name: string) => Location | undefined {
  const files = OUTSIDE_GO_PLACES.flatMap(place => filesUnder(path.join(root, place))).map(full => ({
    file: path.relative(root, full).split(path.sep).join('/'),
    lines: fs.readFileSync(full, 'utf8').split('\n'),
  }));
  return name => {
    const word = new RegExp(`(^|[^A-Za-z0-9_])${name}([^A-Za-z0-9_]|$)`);
    for (const { file, lines } of files) {
      const i = lines.findIndex(line => word.test(line));
      if (i >= 0) return at(file, i + 1);
    }
    return undefined;
  };
}
