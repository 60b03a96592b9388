import type { Reply, Target } from '../core/instanceCheck';

const TIMEOUT_MS = 10_000;

/** fetch with a time limit; rejects like fetch does (TypeError, or AbortError on time-out). */
async function fetchWithin(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: controller.signal, credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks the instance for its discovery document. A failed request (TypeError) looks the
 * same whether nothing answered or the answer lacked CORS headers, so a second, no-cors
 * request tells them apart: it succeeds (with an unreadable answer) whenever anything
 * answered at all.
 */
export async function fetchDiscovery(target: Extract<Target, { ok: true }>): Promise<Reply> {
  try {
    const response = await fetchWithin(target.discoveryUrl, { mode: 'cors' });
    return { kind: 'response', status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
  } catch (error) {
    const timedOut = (error as Error).name === 'AbortError';
    const mixedContent = window.location.protocol === 'https:' && target.discoveryUrl.startsWith('http:') && !isLoopback(target.origin);
    if (timedOut) return { kind: 'failed', reachable: false, timedOut };
    const reachable = await fetchWithin(target.discoveryUrl, { mode: 'no-cors' }).then(
      () => true,
      () => false,
    );
    return { kind: 'failed', reachable, mixedContent };
  }
}

/** Browsers treat loopback addresses as secure, so an https page may fetch them over http. */
function isLoopback(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}
