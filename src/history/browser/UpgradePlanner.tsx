import React from 'react';
import { css } from '@emotion/react';
import { fieldLabel, scriptedFormBox } from '../../styles/formField';
import type { ReleaseSummary } from '../core/historyMarks';
import { upgradeSummary } from '../core/historyMarks';
import { ReleaseTables } from './ReleaseTables';
import { PLANNER_FROM, PLANNER_SUMMARY, PLANNER_TO } from './ReleaseChanges.attributes';

const style = css`
  ${scriptedFormBox};
  padding: var(--space-4);
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3) var(--space-4);
  align-items: end;
  label {
    ${fieldLabel};
  }
  select {
    display: block;
    min-height: 2.5rem;
    padding: 0 var(--space-2);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-md, 0.375rem);
    background: var(--c-bg);
    color: var(--c-text);
    font: inherit;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: var(--text-sm);
    color: var(--c-text-muted);
  }
`;

/**
 * The upgrade planner: choose the release you run and the one you upgrade to, and only the
 * releases in between stay listed (UpgradePlanner.behaviour.ts), with a summary. Without
 * JavaScript the form is hidden and every release's table shows.
 * `releases` is the JSON of releaseSummaries (newest first), put in at build time by rehypeHistoryData.
 */
export function UpgradePlanner({ releases: json, whatsNewPath }: { releases: string; whatsNewPath?: string }) {
  const releases = JSON.parse(json) as ReleaseSummary[];
  const versions = [...releases.map(r => r.version), '1.0.0'];
  // The whole range by default: what the page shows before (and without) the planner's script.
  const [to, from] = [versions[0], versions[versions.length - 1]];
  return (
    <>
      <form css={style} aria-label="Upgrade planner" onSubmit={e => e.preventDefault()}>
        <div>
          <label htmlFor="planner-from">Upgrading from</label>
          <select id="planner-from" defaultValue={from} {...{ [PLANNER_FROM]: '' }}>
            {versions.map(v => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="planner-to">to</label>
          <select id="planner-to" defaultValue={to} {...{ [PLANNER_TO]: '' }}>
            {versions.map(v => (
              <option key={v}>{v}</option>
            ))}
          </select>
        </div>
        <p role="status" aria-live="polite" {...{ [PLANNER_SUMMARY]: '' }}>
          {upgradeSummary(releases, from, to)}
        </p>
      </form>
      <ReleaseTables releases={releases} whatsNewPath={whatsNewPath} />
    </>
  );
}
