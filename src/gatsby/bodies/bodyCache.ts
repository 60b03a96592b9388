/**
 * Rendered page bodies kept between createPages runs (src/gatsby/bodies/renderBody.ts renders them).
 *
 * Develop re-runs createPages when a node changes (an MDX file, frontmatter, the OpenAPI
 * file). Unchanged bodies come from a memo keyed by their kind, base path and facts, so an
 * edit re-renders one body, not all of them. Develop also keeps the bodies in Gatsby's cache
 * (.cache/caches), keyed by the same facts and the code fingerprint (develop/codeFingerprint.ts), so
 * a restart renders none it rendered before.
 */
import crypto from 'crypto';
import { codeFingerprint } from '../develop/codeFingerprint';
import type { TocHeading } from '../../lib/htmlHeadings';

/** A rendered body as stored: its HTML fields, and the headings read from them for a kind with a `toc`. */
export type StoredBody = Record<string, string | TocHeading[]>;

/**
 * Bodies rendered by earlier createPages runs of this process, by kind, base path and facts.
 * Process-wide on purpose: develop calls createPages again after every change, and only a
 * memo that outlives the call lets an edit re-render one body instead of all of them.
 */
const memo = new Map<string, StoredBody>();
/** Keys asked for by the current createPages run; the rest are dropped when it ends. */
const usedThisRun = new Set<string>();

/** Where bodies outlive the process (Gatsby's cache in develop), or none. */
interface BodyStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}
const persistent: { store: BodyStore | null; fingerprint: string | null } = { store: null, fingerprint: null };

const keyOf = (name: string, facts: unknown, basePath: string) =>
  crypto
    .createHash('sha1')
    .update(`${name}\0${basePath}\0${JSON.stringify(facts)}`)
    .digest('base64');

/**
 * Starts a createPages run: bodies the run does not ask for are forgotten at its end. With a
 * store (develop passes Gatsby's cache), bodies are also read from and written to it.
 */
export function beginBodyRun(store: BodyStore | null = null): void {
  usedThisRun.clear();
  persistent.store = store;
  if (store && !persistent.fingerprint) persistent.fingerprint = codeFingerprint();
}

export function endBodyRun(): void {
  for (const key of memo.keys()) if (!usedThisRun.has(key)) memo.delete(key);
}

/** Where one body is kept: its memo key and its key in the store. */
export interface BodySlot {
  key: string;
  storeKey: string;
}

/**
 * The body of kind `name` for these facts if an earlier run rendered it (the memo, else the
 * store), and the slot to keep it in once rendered. Marks it used by this run either way.
 */
export async function cachedBody(name: string, facts: unknown, basePath: string): Promise<{ slot: BodySlot; body: StoredBody | undefined }> {
  const key = keyOf(name, facts, basePath);
  usedThisRun.add(key);
  const slot = { key, storeKey: `body-${persistent.fingerprint}-${key}` };
  const known = memo.get(key);
  if (known) return { slot, body: known };
  const { store } = persistent;
  const stored = store ? ((await store.get(slot.storeKey)) as StoredBody | undefined) : undefined;
  if (stored) memo.set(key, stored);
  return { slot, body: stored };
}

/** Keeps a freshly rendered body for later runs (and, with a store, later processes). */
export async function keepBody(slot: BodySlot, body: StoredBody): Promise<void> {
  memo.set(slot.key, body);
  if (persistent.store) await persistent.store.set(slot.storeKey, body);
}
