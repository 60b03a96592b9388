import React from 'react';
import { POCKET_ID_URL } from '../lib/pocketIdUrl';

/** The guides' example Pocket ID address, optionally with a path, as code: MDX prose writes `<PocketIdUrl path="/authorize" />`. */
export function PocketIdUrlCode({ path = '' }: { path?: string }) {
  return (
    <code>
      {POCKET_ID_URL}
      {path}
    </code>
  );
}
