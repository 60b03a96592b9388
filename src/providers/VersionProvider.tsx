import React, { createContext, useContext, useEffect, useState } from 'react';
import siteConfig from '../siteConfig';
import { readVersionFile } from '../lib/versionFile';
import { localStore } from '../client/storage';
import { rememberDocsVersion } from '../lib/docsVersion';

interface VersionState {
  /** Text for `#version` links: `v2.14.0`, an error line, or null while loading. */
  releaseText: string | null;
  /** True when the version file could not be read (releaseText is then the reason). */
  releaseFailed: boolean;
}

const VersionContext = createContext<VersionState>({ releaseText: null, releaseFailed: false });

// One request per page load, shared by every page reached by client-side navigation.
let request: Promise<{ ok: boolean; text: string }> | null = null;
function versionRequest() {
  if (!request) request = readVersionFile(siteConfig.versionFileUrl, siteConfig.versionFileTimeoutMs);
  return request;
}

/** The latest Pocket ID release for `#version` links; on first load it also remembers the docs version (src/lib/docsVersion.ts). */
export function VersionProvider({ children }: { children: React.ReactNode }) {
  const [release, setRelease] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let active = true;
    const start = () => versionRequest().then(result => active && setRelease(result));
    // After page load, so the request never competes with the page's own resources.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    rememberDocsVersion(localStore());
    return () => {
      active = false;
      window.removeEventListener('load', start);
    };
  }, []);

  return <VersionContext.Provider value={{ releaseText: release?.text ?? null, releaseFailed: release?.ok === false }}>{children}</VersionContext.Provider>;
}

export const useVersion = () => useContext(VersionContext);
