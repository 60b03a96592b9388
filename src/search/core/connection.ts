/**
 * The rule for whether a connection allows loading ahead, kept pure (the connection is a
 * parameter) so that unit tests can pass any; search's background warm-up reads the
 * browser's own connection (src/search/browser/client.ts).
 */

/** The Network Information API fields that matter for prefetching (absent in most browsers). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Prefetching is skipped on 2g-class connections and when the reader asked to save data,
 * the same rule Gatsby applies to viewport prefetching.
 */
export function connectionAllowsPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if ((connection.effectiveType ?? '').includes('2g')) return false;
  return !connection.saveData;
}
