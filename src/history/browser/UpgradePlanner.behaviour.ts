import type { Control } from '../../components/controlTypes';
import { ISLAND } from '../../components/StaticIsland.attributes';
import { compareVersions } from '../core/historyData';
import type { ReleaseSummary } from '../core/historyMarks';
import { upgradeSummary } from '../core/historyMarks';
import { PLANNER_FROM, PLANNER_HIDDEN, PLANNER_SUMMARY, PLANNER_TO, RELEASE_TABLE } from './ReleaseChanges.attributes';

/** The releases as the tables (and the regions around them, which carry the version) show them: version, breaking badge and each row's change and kind. */
function readTables(root: Element): { table: Element; release: ReleaseSummary }[] {
  return Array.from(root.querySelectorAll(`[${RELEASE_TABLE}]`)).map(table => ({
    table,
    release: {
      version: table.getAttribute(RELEASE_TABLE) ?? '',
      date: '',
      notes: '',
      breaking: Boolean(table.querySelector('.release-caption .breaking')),
      changes: Array.from(table.querySelectorAll('tbody tr[data-kind]')).map(row => ({
        kind: row.getAttribute('data-kind') as ReleaseSummary['changes'][number]['kind'],
        change: row.getAttribute('data-change') as 'added' | 'removed',
        name: '',
      })),
    },
  }));
}

/**
 * Choosing "from" or "to" hides every release table outside (from, to] and says what the
 * upgrade brings in the live region.
 */
export const upgradePlanner: Control = {
  selector: `select[${PLANNER_FROM}], select[${PLANNER_TO}]`,
  input(select) {
    const root = select.closest(`[${ISLAND}]`);
    const from = root?.querySelector<HTMLSelectElement>(`select[${PLANNER_FROM}]`)?.value;
    const to = root?.querySelector<HTMLSelectElement>(`select[${PLANNER_TO}]`)?.value;
    if (!root || !from || !to) return;
    const tables = readTables(root);
    for (const { table, release } of tables)
      table.toggleAttribute(PLANNER_HIDDEN, !(compareVersions(release.version, from) > 0 && compareVersions(release.version, to) <= 0));
    const status = root.querySelector(`[${PLANNER_SUMMARY}]`);
    if (status)
      status.textContent = upgradeSummary(
        tables.map(t => t.release),
        from,
        to,
      );
  },
  restore(island) {
    const select = island.querySelector<HTMLElement>(`select[${PLANNER_FROM}]`);
    if (select) upgradePlanner.input!(select, new Event('input'));
  },
};
