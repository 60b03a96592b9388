import fs from 'node:fs';
import path from 'node:path';

/**
 * The README's Performance section quotes the committed bench run (bench/results/latest.json).
 * A rerun that is committed without the README, or a README figure typed by hand, fails here.
 */
const root = path.join(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const latest = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/latest.json'), 'utf8')) as {
  date: string;
  cpuIndex: number;
  floor: { tbt: number };
  search: { firstQueryBytes: number; queries: number; medianMs: number };
  pages: Record<string, { js: number; css: number; html: number }>;
  lighthouse: Record<string, { performance: number; tbt: number; cls: number }>;
};

const section = readme.slice(readme.indexOf('## Performance'), readme.indexOf('\n## ', readme.indexOf('## Performance') + 1));

/** The rows of the page-type table, as cells. */
function pageRows(): string[][] {
  const lines = section.split('\n');
  const head = lines.findIndex(l => l.startsWith('| Page type | First-load JS |'));
  const rows: string[][] = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map(c => c.trim()),
    );
  }
  return rows;
}

/** "Doc (`/docs/setup/installation`)" -> the bench's key "doc". */
const benchKey = (label: string) => {
  const name = label.replace(/\s*\(.*\)$/, '');
  const key = Object.keys(latest.pages).find(k => k.toLowerCase() === name.toLowerCase());
  if (!key) throw new Error(`README Performance row "${label}" names no page type of bench/results/latest.json`);
  return key;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('README Performance section', () => {
  test('names the date and CPU index of the committed bench run', () => {
    const at = new Date(latest.date);
    const day = at.toISOString().slice(0, 10);
    const time = at.toISOString().slice(11, 16);
    expect(section).toContain(`Measured on ${day} at ${time} UTC`);
    expect(section).toContain(`CPU benchmark index was ${Math.round(latest.cpuIndex).toLocaleString('en-US')}**`);
    expect(section).toContain(`mobile TBT was ${latest.floor.tbt} ms`);
  });

  test('has a row for every page type the bench measured', () => {
    expect(
      pageRows()
        .map(r => benchKey(r[0]))
        .sort(),
    ).toEqual(Object.keys(latest.pages).sort());
  });

  test.each(pageRows().map(r => [r[0], r] as const))('%s: figures match the committed run', (_label, cells) => {
    const key = benchKey(cells[0]);
    const page = latest.pages[key];
    const mobile = latest.lighthouse[`${key} mobile`];
    expect(cells[1]).toBe(kb(page.js));
    expect(cells[2]).toBe(kb(page.css));
    expect(cells[3]).toBe(kb(page.html));
    expect(cells[5].split(' / ')[0]).toBe(String(mobile.performance));
    expect(cells[6]).toBe(`${mobile.tbt.toFixed(1)} ms`);
    expect(cells[7]).toBe(mobile.cls.toFixed(2));
  });

  test('quotes the search figures of the committed run', () => {
    expect(section).toContain(`| Search: first query transferred (compressed) | ${kb(latest.search.firstQueryBytes)} |`);
    expect(section).toContain(`| Search: median query latency (${latest.search.queries} queries) | ${latest.search.medianMs.toFixed(1)} ms |`);
  });
});
