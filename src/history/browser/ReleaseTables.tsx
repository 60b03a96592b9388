import React from 'react';
import { css } from '@emotion/react';
import type { ReleaseChange, ReleaseSummary } from '../core/historyMarks';
import { KIND_LABELS, releaseAnchor, shortVersion } from '../core/historyMarks';
import { PLANNER_HIDDEN, RELEASE_TABLE } from './ReleaseChanges.attributes';

const style = css`
  .release {
    margin-top: var(--space-4);
  }
  .release-scroll {
    overflow-x: auto;
  }
  .release-scroll:focus-visible {
    outline: 2px solid var(--c-focus);
    outline-offset: 2px;
  }
  table {
    margin: 0;
  }
  /* Above the scroller, not a <caption>: a caption is as wide as its table, so on a phone its links ran off the screen. */
  .release-caption {
    margin: 0 0 var(--space-2);
    font-weight: 600;
  }
  .release-caption a {
    font-weight: 400;
  }
  [${PLANNER_HIDDEN}] {
    display: none;
  }
  .breaking {
    display: inline-block;
    margin-inline-start: 0.35rem;
    padding: 0 0.4rem;
    border: 1px solid var(--c-danger);
    border-radius: 999px;
    background: var(--c-danger-bg);
    color: var(--c-danger);
    font-size: var(--text-xs);
    line-height: 1.5;
  }
  .no-change {
    color: var(--c-text-muted);
  }
`;

const changeText = (c: ReleaseChange) => (c.change === 'added' ? 'Added' : c.replacedBy ? 'Renamed' : 'Removed');

function ChangeRow({ change }: { change: ReleaseChange }) {
  return (
    <tr data-kind={change.kind} data-change={change.change}>
      <td>{changeText(change)}</td>
      <td>{KIND_LABELS[change.kind]}</td>
      <td>
        <code>{change.name}</code>
        {change.replacedBy && (
          <>
            {' '}
            → <code>{change.replacedBy}</code>
          </>
        )}
      </td>
    </tr>
  );
}

/**
 * One table per release after 1.0.0, newest first: what it added and removed (variables, API
 * operations, client and application settings), its date, a link to its release notes and a
 * "Breaking" badge. Rendered at build time; the upgrade planner only hides the releases
 * outside the chosen range. `whatsNewPath` links each caption to the release's section there.
 */
export function ReleaseTables({ releases, whatsNewPath }: { releases: ReleaseSummary[]; whatsNewPath?: string }) {
  return (
    <div css={style}>
      {releases.map(r => {
        const captionId = `${releaseAnchor(r.version)}-changes`;
        return (
          <div key={r.version} className="release" {...{ [RELEASE_TABLE]: r.version }}>
            <p className="release-caption" id={captionId}>
              {whatsNewPath ? (
                <a href={`${whatsNewPath}#${releaseAnchor(r.version)}`}>Pocket ID {shortVersion(r.version)}</a>
              ) : (
                `Pocket ID ${shortVersion(r.version)}`
              )}
              {r.breaking && <span className="breaking">Breaking</span>} · {r.date} · <a href={r.notes}>release notes for {r.version}</a>
            </p>
            {/* Focusable so that a keyboard can scroll a table wider than a phone. */}
            <div className="release-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
              <table aria-labelledby={captionId}>
                <thead>
                  <tr>
                    <th scope="col">Change</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Name</th>
                  </tr>
                </thead>
                <tbody>
                  {r.changes.length ? (
                    r.changes.map(c => <ChangeRow key={`${c.kind} ${c.change} ${c.name}`} change={c} />)
                  ) : (
                    <tr>
                      <td colSpan={3} className="no-change">
                        No variable, API operation or setting added or removed.
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </div>
  );
}
