import { connectionAllowsPrefetch, ConnectionInfo } from '../lib/connection';

/** The prefetch rule for this browser's current connection (read each time: it can change). */
export function currentConnectionAllowsPrefetch(): boolean {
  return connectionAllowsPrefetch(typeof navigator === 'undefined' ? null : (navigator as Navigator & { connection?: ConnectionInfo }).connection);
}
