import React, { createContext, useContext, useEffect, useState } from 'react';
import siteConfig from '../site-config';
import { readVersionFile } from '../lib/versionFile';
import { localStore } from '../client/storage';

const DOCS_VERSION_STORAGE_KEY = 'docs-preferred-version';

interface VersionState {
  /** Text for `#version` links: `v2.14.0`, an error line, or null while loading. */
  releaseText: string | null;
  /** True when the version file could not be read (releaseText is then the reason). */
  releaseFailed: boolean;
  /** The docs version being read (only `current`, labelled "Next"), kept in storage. */
  docsVersion: { name: string; label: string };
}

const latest = siteConfig.docsVersions.find(v => v.isLatest) ?? siteConfig.docsVersions[0];
const VersionContext = createContext<VersionState>({ releaseText: null, releaseFailed: false, docsVersion: latest });

// One request per page load, shared by every page reached by client-side navigation.
let request: Promise<{ ok: boolean; text: string }> | null = null;
function versionRequest() {
  if (!request) request = readVersionFile(siteConfig.versionFileUrl, siteConfig.versionFileTimeoutMs);
  return request;
}

export function VersionProvider({ children }: { children: React.ReactNode }) {
  const [release, setRelease] = useState<{ ok: boolean; text: string } | null>(null);
  const [docsVersion, setDocsVersion] = useState(latest);

  useEffect(() => {
    let active = true;
    const start = () => versionRequest().then(result => active && setRelease(result));
    // After page load, so the request never competes with the page's own resources.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });

    const stored = localStore().get(DOCS_VERSION_STORAGE_KEY);
    const known = siteConfig.docsVersions.find(v => v.name === stored);
    if (known) setDocsVersion(known);
    else localStore().set(DOCS_VERSION_STORAGE_KEY, latest.name);
    return () => {
      active = false;
      window.removeEventListener('load', start);
    };
  }, []);

  return (
    <VersionContext.Provider value={{ releaseText: release?.text ?? null, releaseFailed: release?.ok === false, docsVersion }}>
      {children}
    </VersionContext.Provider>
  );
}

export const useVersion = () => useContext(VersionContext);
