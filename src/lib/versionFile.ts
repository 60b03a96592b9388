/**
 * Text written into every `#version` link.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function formatVersion(raw: string): string {
  const text = raw.trim().replace(/^v/i, '');
  return `v${text}`;
}

/** @internal Exported for its tests; production uses it in this file only. */
export function formatVersionError(reason: string): string {
  return `Error reading version file: ${reason}`;
}

/**
 * GET the version file with a timeout. Resolves to the text to show, never rejects:
 * failures become an error line (and are logged to the console).
 */
export async function readVersionFile(
  url: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
  logger: Pick<Console, 'error'> = console,
): Promise<{ ok: boolean; text: string }> {
  const controller = typeof AbortController === 'undefined' ? null : new AbortController();
  const timer = setTimeout(() => controller?.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { signal: controller?.signal, cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    const body = (await response.text()).trim();
    if (!body) throw new Error('the file is empty');
    return { ok: true, text: formatVersion(body) };
  } catch (error) {
    const reason = (error as Error)?.name === 'AbortError' ? `timed out after ${timeoutMs} ms` : (error as Error)?.message || String(error);
    logger.error(`Could not read the version file ${url}:`, error);
    return { ok: false, text: formatVersionError(reason) };
  } finally {
    clearTimeout(timer);
  }
}
