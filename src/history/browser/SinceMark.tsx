import React from 'react';
import { replacedByStyle, sinceMarkStyle } from './SinceMark.style';
import { SINCE_MARK } from './SinceMark.attributes';

interface SinceMarkProps {
  /** Full semver of the release that added the item (data-since, read by "my version"). */
  since: string;
  /** Full semver of the release that dropped it. */
  removed?: string;
  replacedBy?: string;
  /** "Since 2.13" / "Removed in 2.0" (historyMarks.ts). */
  text: string;
}

/**
 * A "since" mark: the release that added an item of Pocket ID (a variable, an API operation,
 * a setting) or dropped it. Placed at build time (rehypeSinceMarks.ts, the operation header);
 * no browser code.
 */
export function SinceMark({ since, removed, replacedBy, text }: SinceMarkProps) {
  return (
    <>
      <span css={sinceMarkStyle} {...{ [SINCE_MARK]: since }} data-removed={removed}>
        {text}
      </span>
      {replacedBy && (
        <span css={replacedByStyle}>
          {' '}
          replaced by <code>{replacedBy}</code>
        </span>
      )}
    </>
  );
}
