import React from 'react';
import { css } from '@emotion/react';
import { SINCE_MARK } from './SinceMark.attributes';

const style = css`
  display: inline-block;
  margin-inline-start: 0.35rem;
  padding: 0 0.4rem;
  border: 1px solid var(--c-border);
  border-radius: 999px;
  background: var(--c-bg-soft);
  color: var(--c-text-muted);
  font-size: var(--text-xs);
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  vertical-align: 0.1em;
  &[data-removed] {
    border-color: var(--c-danger);
    background: var(--c-danger-bg);
    color: var(--c-danger);
  }
`;

const replacedStyle = css`
  font-size: var(--text-xs);
  color: var(--c-text-muted);
`;

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
      <span css={style} {...{ [SINCE_MARK]: since }} data-removed={removed}>
        {text}
      </span>
      {replacedBy && (
        <span css={replacedStyle}>
          {' '}
          replaced by <code>{replacedBy}</code>
        </span>
      )}
    </>
  );
}
