import React from 'react';
import { useVersion } from '../providers/VersionProvider';

/**
 * A link whose target is `#version` (the footer's Releases section): shows the latest
 * Pocket ID release once the version file has been read (or the reason it could not be).
 * React inserts it as text, never HTML.
 */
export function VersionLink({ children, className }: { children?: React.ReactNode; className?: string }) {
  const { releaseText } = useVersion();
  return (
    <a href="#version" className={className} data-version-link="" aria-live="polite">
      {releaseText ?? children ?? 'Latest release'}
    </a>
  );
}
