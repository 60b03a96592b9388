import React from 'react';
import { formatUpdated } from '../lib/lastUpdated';

/** "Last updated" from the source file's last commit; nothing when the build had no git history. */
export function LastUpdated({ date }: { date?: string | null }) {
  const text = date ? formatUpdated(date) : null;
  if (!date || !text) return null;
  return (
    <p className="last-updated">
      Last updated <time dateTime={date}>{text}</time>
    </p>
  );
}
