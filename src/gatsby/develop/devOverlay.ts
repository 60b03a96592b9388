/**
 * `gatsby develop` shows problems with content files in the browser's error overlay, not
 * only in the terminal: a writer looking at the page sees the file and the field at once.
 *
 * A named exception to public APIs only (test/unit/publicGatsbyApis.test.ts, ARCHITECTURE.md):
 * Gatsby has no public way to show an error in develop's overlay. Its reporter writes to the
 * terminal only; the overlay's one channel from the server is the dev websocket, which Gatsby's
 * own query-extraction errors use (its query compiler), so this module feeds
 * that. Outside develop, or if that module moves, it does nothing and the terminal remains.
 */
import { isDevelopServer } from '../../lib/environment';

interface OverlayChannel {
  emitError(id: string, errors: unknown[] | null): void;
}

/** Gatsby's websocket manager in develop (Node caches the module, so each lookup is cheap), else null. */
function overlay(): OverlayChannel | null {
  if (!isDevelopServer()) return null;
  try {
    const manager = require('gatsby/dist/utils/websocket-manager').websocketManager as OverlayChannel | undefined;
    if (manager && typeof manager.emitError === 'function') return manager;
  } catch {
    // Not available: the terminal output stays the only report.
  }
  return null;
}

/**
 * Shows that `file`, an edit to code develop loaded at start, needs a restart to show
 * (bodyCodeWatch.ts). It stays until the restart, which clears it; the reader can close it.
 */
export function reportRestartNeeded(file: string, absolutePath: string, notice: string): void {
  overlay()?.emitError(`restart-needed:${file}`, [
    { level: 'WARNING', code: 'restart', text: notice, filePath: absolutePath, context: { sourceMessage: `Restart develop to see ${file} in page bodies` } },
  ]);
}

/** Shows `messages` for `file` in the overlay, or clears it when `messages` is empty. */
export function reportContentProblem(file: string, absolutePath: string, title: string, messages: string[], code: 'frontmatter' | 'mdx' = 'frontmatter'): void {
  const target = overlay();
  if (!target) return;
  // One entry per file and kind of problem: a fixed MDX body does not clear a frontmatter error.
  const id = code === 'frontmatter' ? `content-problem:${file}` : `content-problem:${code}:${file}`;
  if (messages.length === 0) {
    target.emitError(id, null);
    return;
  }
  target.emitError(id, [{ level: 'ERROR', code, text: messages.join('\n'), filePath: absolutePath, context: { sourceMessage: `${title} in ${file}` } }]);
}
