import { createHash } from 'crypto';

/**
 * Content-Security-Policy for a built page: scripts only from the site itself plus the
 * exact inline scripts the page carries (hashed), no 'unsafe-inline' for scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1];
    if (/type="application\/(ld\+)?json"/i.test(attrs)) continue; // data, not code
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: string[], connectOrigins: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The "Check my instance" form (src/instanceCheck/browser/) fetches the reader's own
 * Pocket ID, whatever its address, and reports a plain-http one: pages that carry it may
 * connect to any http(s) origin. Every other page keeps the narrow list.
 */
export const INSTANCE_CHECK_MARK = 'data-instance-check';
export const INSTANCE_CHECK_SOURCES = ['https:', 'http:'];

export function connectSourcesFor(html: string, connectOrigins: string[]): string[] {
  return html.includes(`${INSTANCE_CHECK_MARK}=""`) ? [...connectOrigins, ...INSTANCE_CHECK_SOURCES] : connectOrigins;
}

/** Puts the page's policy first in <head>, before any script can run. */
export function withCspMeta(html: string, connectOrigins: string[]): string {
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const policy = contentSecurityPolicy(inlineScriptHashes(cleaned), connectSourcesFor(cleaned, connectOrigins));
  return cleaned.replace(/<head([^>]*)>/i, `<head$1><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}
