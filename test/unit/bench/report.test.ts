/** The README's bench tables (bench/report.mjs): rendered from a run's results, with floor and budget, spliced between the markers. */
import budgets from '../../../bench/budgets.json';
import { END, renderReport, spliceReport, START } from '../../../bench/report.mjs';

const page = (js: number) => ({ html: 20 * 1024, css: 8 * 1024, js, data: 9000, other: 0, navigationJs: 0 });
const mobile = (tbt: number, performance = 100) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1400,
  tbt,
  cls: 0,
  cpuIndex: 2000,
  runs: 5,
});
const latest = {
  date: '2026-12-05T10:00:00.000Z',
  machine: { cpus: 2, cpuModel: 'AMD EPYC', memoryGb: 24 },
  cpuIndex: 2000,
  floor: { js: 60 * 1024, tbt: 193, performance: 96, cpuIndex: 2000, slowdowns: { 4: { tbt: 193, performance: 96 }, 6: { tbt: 300, performance: 90 } } },
  pages: { home: page(80 * 1024), doc: page(89 * 1024) },
  lighthouse: { 'home mobile': mobile(240), 'home mobile 6x': mobile(360, 89), 'doc mobile': mobile(243), 'doc mobile 6x': mobile(340, 91) },
};

test('each page type has its figures, with the floor and budget of every column and over-budget figures marked', () => {
  const report = renderReport(latest, null, budgets);
  expect(report).toContain('Site: run of 2026-12-05 10:00 UTC (2 cores, AMD EPYC, Lighthouse CPU index 2000');
  expect(report).toContain('| First-load JS (floor 60.0 KB, budget ≤ 88.0 KB) |');
  expect(report).toContain('| Mobile 4x TBT (floor 193 ms, budget ≤ 243 ms) |');
  expect(report).toContain('| Mobile 6x perf. (floor 90, budget ≥ 90) |');
  expect(report).toContain('| Home | 80.0 KB | 8.0 KB | 20.0 KB | 100 | 240.0 ms | 89 **over** | 360.0 ms **over** |');
  expect(report).toContain('| Doc | 89.0 KB **over** | 8.0 KB | 20.0 KB | 100 | 243.0 ms | 91 | 340.0 ms |');
});

test('the develop table states each budget against the floor of the same run', () => {
  const site = {
    coldS: 30,
    warmS: 15,
    bodyEditS: 1.5,
    frontmatterEditS: 1.2,
    openApiEditS: 2,
    newPageWorstS: 2.3,
    brokenFixedS: 1.1,
    cacheMb: 105,
    peakMb: 950,
  };
  const floor = { coldS: 16, warmS: 10, bodyEditS: 1.1, newPageWorstS: 17, cacheMb: 10, peakMb: 680 };
  const report = renderReport(null, { date: latest.date, develop: { runs: 3, cpuIndex: 2800, site, floor } }, budgets);
  expect(report).toContain('| Cold start to the first doc page | 16.0 s | 30.0 s **over** | ≤ 1.8 × floor = 28.8 s |');
  expect(report).toContain('| Warm restart | 10.0 s | 15.0 s | ≤ floor + 5 s = 15.0 s |');
});

test('the tables replace what stands between the markers, and a README without them is refused', () => {
  const readme = `# Title\n\n${START}\n\nold table\n\n${END}\n\n## Next\n`;
  expect(spliceReport(readme, 'new table')).toBe(`# Title\n\n${START}\n\nnew table\n\n${END}\n\n## Next\n`);
  expect(() => spliceReport('# Title\n', 'new table')).toThrow('no');
});

test('a run without the other figures gets no empty table', () => {
  expect(renderReport(latest, null, budgets)).not.toContain('| Figure | Measured | Budget |');
  expect(renderReport({ ...latest, search: { firstQueryBytes: 70 * 1024, queries: 29, medianMs: 12 } }, null, budgets)).toContain(
    '| Search: first query transferred | 70.0 KB **over** | ≤ 60 KB |',
  );
});
