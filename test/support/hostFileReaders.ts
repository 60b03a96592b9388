/**
 * How a host (Netlify, Cloudflare Pages) reads the `_headers` and `_redirects` files the build
 * writes from src/hosting/hostRules.ts: for the checks that the files say what nginx.conf says.
 */
import type { HeaderBlock, Redirect } from '../../src/hosting/hostRules';

/** Whether a `_headers` / `_redirects` path pattern (`*` splat, `:name` placeholder) matches a path. */
export function hostPatternMatches(pattern: string, requestPath: string): boolean {
  const regex = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map(part => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${regex}$`).test(requestPath);
}

/** Parses `_headers` text back into blocks (for checks). Throws on a line outside any block. */
export function parseHeadersFile(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), headers: {} });
      return;
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    const block = blocks[blocks.length - 1];
    if (!match || !block) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path, got "${line}"`);
    block.headers[match[1]] = block.headers[match[1]] === undefined ? match[2] : `${block.headers[match[1]]}, ${match[2]}`;
  });
  return blocks;
}

/** Headers a host sends for a path: every matching block merged, repeated names joined. */
export function hostHeadersFor(blocks: HeaderBlock[], requestPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const block of blocks) {
    if (!hostPatternMatches(block.pattern, requestPath)) continue;
    for (const [name, value] of Object.entries(block.headers)) out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
  }
  return out;
}

export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'))
    .map(({ line, index }) => {
      const [from, to, status, ...rest] = line.split(/\s+/);
      if (!from || !to || rest.length > 0 || (status !== undefined && !/^\d{3}!?$/.test(status))) {
        throw new Error(`_redirects line ${index + 1}: expected "from to [status]", got "${line}"`);
      }
      return { from, to, status: status ? parseInt(status, 10) : 301, force: status?.endsWith('!') ?? false };
    });
}
