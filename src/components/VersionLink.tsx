import React from 'react';
import { useVersion } from '../providers/VersionProvider';
import { VERSION_LINK } from './VersionLink.attributes';

/**
 * A link whose target is `#version` (the footer's Releases section): shows the latest
 * Pocket ID release once the version file has been read (or the reason it could not be).
 * React inserts it as text, never HTML. Only the navbar shows one: prose names the latest
 * release in words and links to the releases page, so a failed read never lands in a sentence.
 */
export function VersionLink({ children, className }: { children?: React.ReactNode; className?: string }) {
  const { releaseText, releaseFailed } = useVersion();
  // A failed read keeps its full reason in the title and the accessible name; the navbar shows it short and quiet.
  return (
    <a
      href="#version"
      className={className}
      {...{ [VERSION_LINK]: '' }}
      data-failed={releaseFailed || undefined}
      title={releaseText ?? undefined}
      aria-live="polite"
    >
      {releaseText ?? children ?? 'Latest release'}
    </a>
  );
}
