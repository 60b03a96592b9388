/** The markup the upgrade planner shares with its behaviour (UpgradePlanner.tsx, ReleaseTables.tsx, UpgradePlanner.behaviour.ts). */

/** On each release's table region: its full version. */
export const RELEASE_TABLE = 'data-release';
/** On the planner's "from" and "to" selects. */
export const PLANNER_FROM = 'data-planner-from';
export const PLANNER_TO = 'data-planner-to';
/** On the live region that sums the upgrade up. */
export const PLANNER_SUMMARY = 'data-planner-summary';
/** On a release's table region the planner hides (outside the chosen range). */
export const PLANNER_HIDDEN = 'data-planner-hidden';
