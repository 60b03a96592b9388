/**
 * The docs have one version, labelled "Next": the docs of the release named in
 * siteConfig.documentedRelease. The reader's docs version is remembered in storage, where a
 * second version would read it back.
 */
import type { SafeStorage } from './storage';

export const DOCS_VERSION_LABEL = 'Next';
const STORAGE_KEY = 'docs-preferred-version';
const NAME = 'current';

/** Remembers the one version unless storage already holds it. */
export function rememberDocsVersion(store: Pick<SafeStorage, 'get' | 'set'>): void {
  if (store.get(STORAGE_KEY) !== NAME) store.set(STORAGE_KEY, NAME);
}
