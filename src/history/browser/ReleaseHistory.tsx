import React from 'react';
import { css } from '@emotion/react';
import type { ReleaseChange, ReleaseSummary } from '../core/historyMarks';
import { HISTORY_KINDS } from '../core/historyData';
import { KIND_LABELS, releaseAnchor, shortVersion } from '../core/historyMarks';

const style = css`
  .breaking {
    display: inline-block;
    margin-inline-end: 0.35rem;
    padding: 0 0.45rem;
    border: 1px solid var(--c-danger);
    border-radius: 999px;
    background: var(--c-danger-bg);
    color: var(--c-danger);
    font-size: var(--text-xs);
    font-weight: 600;
    line-height: 1.5;
  }
  .release-meta {
    color: var(--c-text-muted);
  }
  h3 {
    font-size: var(--text-base);
  }
`;

const item = (c: ReleaseChange) => (
  <li key={`${c.change} ${c.name}`}>
    <code>{c.name}</code>
    {c.change === 'removed' &&
      (c.replacedBy ? (
        <>
          {' '}
          renamed to <code>{c.replacedBy}</code>
        </>
      ) : (
        ' removed'
      ))}
  </li>
);

/**
 * What's new: a section per release after 1.0.0, newest first, generated from Pocket ID's
 * history (content/history/pocket-id-history.yaml): its date, its notes, whether it is marked
 * breaking, and the variables, API operations and settings it added or removed.
 * `releases` is the JSON of releaseSummaries, put in at build time by rehypeSinceMarks.
 */
export function ReleaseHistory({ releases: json }: { releases: string }) {
  const releases = JSON.parse(json) as ReleaseSummary[];
  return (
    <div css={style}>
      {releases.map(r => (
        <section key={r.version} aria-labelledby={releaseAnchor(r.version)}>
          {/* The heading is the release's name only: the table of contents reads its text. */}
          <h2 id={releaseAnchor(r.version)}>{`Pocket ID ${shortVersion(r.version)}`}</h2>
          <p className="release-meta">
            {r.breaking && <span className="breaking">Breaking</span>} Released {r.date}. <a href={r.notes}>Release notes for {r.version}</a>
            {r.breaking && ': read them before upgrading, this release is marked breaking'}.
          </p>
          {r.changes.length === 0 && <p>No environment variable, API operation or setting was added or removed.</p>}
          {HISTORY_KINDS.map(kind => {
            const changes = r.changes.filter(c => c.kind === kind);
            if (changes.length === 0) return null;
            return (
              <React.Fragment key={kind}>
                <h3>{KIND_LABELS[kind]}</h3>
                <ul>{changes.map(item)}</ul>
              </React.Fragment>
            );
          })}
        </section>
      ))}
    </div>
  );
}
