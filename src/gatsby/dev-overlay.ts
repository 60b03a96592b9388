/**
 * `gatsby develop` shows problems with content files in the browser's error overlay, not
 * only in the terminal: a writer looking at the page sees the file and the field at once.
 * The overlay is fed through Gatsby's dev websocket (the channel its own query-extraction
 * errors use); outside develop, or if that module moves, this does nothing.
 */
import { isDevelopServer } from '../lib/environment';

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
