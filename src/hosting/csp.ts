import { createHash } from 'crypto';
import type { HtmlReader } from '../lib/htmlStream';
import { INSTANCE_CHECK_FORM } from '../instanceCheck/browser/InstanceCheck.attributes';
import { WEB_SEARCH_FORM, WEB_SEARCH_URL } from '../components/searchPage/webSearch.attributes';

/**
 * Content-Security-Policy for a built page: scripts only from the site itself plus the
 * exact inline scripts the page carries (hashed), no 'unsafe-inline' for scripts.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function contentSecurityPolicy(scriptHashes: string[], connectOrigins: string[], formTargets: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
  ].join('; ');
}

/**
 * The "Check my instance" form (src/instanceCheck/browser/) fetches the reader's own
 * Pocket ID, whatever its address, and reports a plain-http one: pages that carry it may
 * connect to any http(s) origin. Every other page keeps the narrow list.
 */
const INSTANCE_CHECK_SOURCES = ['https:', 'http:'];

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
const isPolicyMeta = (name: string, attributes: Record<string, string>) =>
  name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'content-security-policy';

/** What a page's policy depends on, read from the page's one parse (src/lib/htmlStream.ts). */
export interface CspReader extends HtmlReader {
  /** The page with its policy first in <head> (a policy written by an earlier run replaced). */
  apply(html: string, connectOrigins: string[]): string;
}

/** Where a tag stands in the page: from its `<` to just after its `>`. */
interface TagSpan {
  start: number;
  end: number;
}

export function cspReader(): CspReader {
  const hashes = new Set<string>();
  let inlineScript: string[] | null = null;
  let checksInstance = false;
  // The search page's web search submits to DuckDuckGo (src/components/searchPage/): only a page with that form may.
  let searchesWeb = false;
  let head: TagSpan | null = null;
  let oldPolicy: TagSpan | null = null;
  return {
    open(name, attributes, start, end) {
      if (name === 'head' && !head) head = { start, end };
      if (isPolicyMeta(name, attributes) && !oldPolicy) oldPolicy = { start, end };
      if (INSTANCE_CHECK_FORM in attributes) checksInstance = true;
      if (WEB_SEARCH_FORM in attributes) searchesWeb = true;
      // Code only: a script with a src, or JSON data (structured data), is not hashed.
      if (name === 'script' && !('src' in attributes) && !/^application\/(ld\+)?json$/i.test(attributes.type ?? '')) inlineScript = [];
    },
    text(text) {
      inlineScript?.push(text);
    },
    close(name) {
      if (name === 'script' && inlineScript) hashes.add(sha256(inlineScript.join('')));
      if (name === 'script') inlineScript = null;
    },
    apply(html, connectOrigins) {
      if (!head) throw new Error('The page has no <head> to carry its Content-Security-Policy');
      const connect = checksInstance ? [...connectOrigins, ...INSTANCE_CHECK_SOURCES] : connectOrigins;
      const policy = contentSecurityPolicy([...hashes], connect, searchesWeb ? [new URL(WEB_SEARCH_URL).origin] : []);
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
      const at = head.end;
      const rest = oldPolicy ? html.slice(at, oldPolicy.start) + html.slice(oldPolicy.end) : html.slice(at);
      return html.slice(0, at) + meta + rest;
    },
  };
}
