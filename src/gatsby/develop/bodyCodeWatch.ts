/**
 * `gatsby develop` loads the site's Node code once, when it starts: Gatsby bundles
 * gatsby-node.ts with everything it imports, and page bodies are rendered by that bundle
 * (bodies/pageBodies.tsx). An edit to a component bodies are rendered with (bodyCodeFiles.ts)
 * therefore shows in no page until develop restarts, while the frame hot-reloads; without a
 * word, a writer would think the edit did nothing. So develop watches src/ and says so, in
 * the terminal and in the browser's error overlay. (Re-rendering with the new code instead
 * would need a second, unbundled loader of src/ beside Gatsby's.)
 */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { bodyCodeFiles } from './bodyCodeFiles';
import { reportRestartNeeded } from './devOverlay';
import { PROJECT_ROOT } from '../projectRoot';

/**
 * What a writer is told when `file` (relative to the project) changed.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function restartNotice(file: string): string {
  return `${file} changed: page bodies are rendered with it when develop starts, so restart \`npm run develop\` to see this change in them. The page frame (navbar, sidebar, TOC) updates at once.`;
}

const isDeclaration = (file: string) => file.endsWith('.d.ts');

/** Watches `srcDir` (the project's src/ unless given) for edits to body code, and reports each once it settles. */
export function watchBodyCode(reporter: Reporter, srcDir = path.join(PROJECT_ROOT, 'src')): fs.FSWatcher {
  const timers = new Map<string, NodeJS.Timeout>();
  const check = (absolute: string) => {
    timers.delete(absolute);
    let isBodyCode: boolean;
    try {
      // The set is read at the edit, not at start: cold start does no extra work, and a new import counts.
      isBodyCode = bodyCodeFiles(srcDir).has(absolute);
    } catch (error) {
      // A file removed while it was read: the next save checks again; develop goes on either way.
      reporter.verbose(`body code watch: ${(error as Error).message}`);
      return;
    }
    if (!isBodyCode) return;
    const file = path.relative(path.dirname(srcDir), absolute);
    const notice = restartNotice(file);
    reporter.warn(notice);
    reportRestartNeeded(file, absolute, notice);
  };
  const watcher = fs.watch(srcDir, { recursive: true }, (_event, name) => {
    // Declarations never run. Gatsby's typegen writes src/gatsby-types.d.ts as develop starts, and
    // reading the body code set then (TypeScript walks the imports) would hold up the first page.
    if (!name || isDeclaration(name.toString())) return;
    const absolute = path.join(srcDir, name.toString());
    // Editors write a file in several steps; one notice per save.
    clearTimeout(timers.get(absolute));
    timers.set(absolute, setTimeout(() => check(absolute), 300).unref());
  });
  watcher.unref();
  return watcher;
}
