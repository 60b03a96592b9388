/**
 * Writes the README's performance tables from the committed bench results
 * (bench/results/latest.json and develop-latest.json), between the two marker comments, with
 * each figure's floor and budget as bench/budgets.mjs states them. `npm run bench` calls it
 * after writing its results; `node bench/report.mjs` rewrites the tables from the files. No
 * figure in the README is typed by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { absolute, developColdStart, developWarmRestart, firstLoadJs, mobilePerformance, mobileTbt } from './budgets.mjs';

export const START = '<!-- bench-report:start (written by bench/report.mjs from bench/results; do not edit) -->';
export const END = '<!-- bench-report:end -->';

const kb = bytes => bytes / 1024;
const one = value => value.toFixed(1);
const over = check => (check.within ? '' : ' **over**');
const label = type => type.charAt(0).toUpperCase() + type.slice(1);
const day = date => `${date.slice(0, 10)} ${date.slice(11, 16)} UTC`;

/** The floor's Lighthouse mobile medians at a CPU slowdown (older results hold the 4x figures on `floor` itself). */
const floorAt = (floor, slowdown) => floor?.slowdowns?.[slowdown] ?? (slowdown === 4 && floor?.tbt !== undefined ? floor : null);
const mobileAt = (latest, type, slowdown) => latest.lighthouse?.[slowdown === 4 ? `${type} mobile` : `${type} mobile ${slowdown}x`];

/** The page-type table and the other budgeted figures of a full run, as Markdown. */
function siteTables(latest, budgets) {
  const floorJs = kb(latest.floor.js);
  const jsBudget = firstLoadJs(budgets, 0, floorJs).budget;
  const slowdowns = [4, 6].filter(s => floorAt(latest.floor, s) && Object.keys(latest.pages).some(type => mobileAt(latest, type, s)));
  const head = [
    'Page type',
    `First-load JS (floor ${one(floorJs)} KB, budget ≤ ${one(jsBudget)} KB)`,
    `CSS (≤ ${budgets.firstLoadCssKb} KB)`,
    `HTML (≤ ${budgets.firstLoadHtmlKb} KB)`,
  ];
  for (const s of slowdowns) {
    const floor = floorAt(latest.floor, s);
    head.push(
      `Mobile ${s}x perf. (floor ${floor.performance}, budget ≥ ${mobilePerformance(budgets, 0, floor.performance).budget})`,
      `Mobile ${s}x TBT (floor ${floor.tbt} ms, budget ≤ ${mobileTbt(budgets, 0, floor.tbt).budget} ms)`,
    );
  }
  const rows = Object.entries(latest.pages).map(([type, page]) => {
    const cells = [
      label(type),
      `${one(kb(page.js))} KB${over(firstLoadJs(budgets, kb(page.js), floorJs))}`,
      `${one(kb(page.css))} KB${over(absolute(kb(page.css), budgets.firstLoadCssKb))}`,
      `${one(kb(page.html))} KB${over(absolute(kb(page.html), budgets.firstLoadHtmlKb))}`,
    ];
    for (const s of slowdowns) {
      const floor = floorAt(latest.floor, s);
      const m = mobileAt(latest, type, s);
      if (!m || m.error) cells.push('not measured', 'not measured');
      else
        cells.push(
          `${m.performance}${over(mobilePerformance(budgets, m.performance, floor.performance))}`,
          `${one(m.tbt)} ms${over(mobileTbt(budgets, m.tbt, floor.tbt))}`,
        );
    }
    return cells;
  });
  const other = [['Figure', 'Measured', 'Budget']];
  const add = (name, text, check, budget) => other.push([name, `${text}${check ? over(check) : ''}`, budget]);
  if (latest.build)
    add(
      'Build peak memory',
      `${Math.round(latest.build.peakMb)} MB`,
      absolute(latest.build.peakMb, budgets.buildPeakMemoryMb),
      `≤ ${budgets.buildPeakMemoryMb} MB`,
    );
  if (latest.search) {
    const first = kb(latest.search.firstQueryBytes);
    add('Search: first query transferred', `${one(first)} KB`, absolute(first, budgets.searchFirstQueryKb), `≤ ${budgets.searchFirstQueryKb} KB`);
    add(
      `Search: median query latency (${latest.search.queries} queries)`,
      `${one(latest.search.medianMs)} ms`,
      absolute(latest.search.medianMs, budgets.searchQueryMs),
      `< ${budgets.searchQueryMs} ms`,
    );
  }
  if (latest.yourSetupChunkGzip !== undefined) {
    const chunk = kb(latest.yourSetupChunkGzip);
    add('"Your setup" chunk', `${one(chunk)} KB`, absolute(chunk, budgets.yourSetupChunkKb), `≤ ${budgets.yourSetupChunkKb} KB`);
  }
  const cases = latest.apiScale?.cases ?? [];
  if (cases.length)
    other.push([
      `API scale (${cases.map(c => `${c.label}, ${c.operations} operations`).join('; ')}): median operation page data`,
      cases.map(c => `${one(c.medianPageDataKb)} KB${over(absolute(c.medianPageDataKb, budgets.apiOperationPageDataKb))}`).join(' / '),
      `≤ ${budgets.apiOperationPageDataKb} KB`,
    ]);
  const cpu = latest.cpuIndex === undefined ? '' : `, Lighthouse CPU index ${Math.round(latest.cpuIndex)}`;
  return [
    `Site: run of ${day(latest.date)} (${latest.machine.cpus} cores, ${latest.machine.cpuModel}${cpu}; mobile figures are medians of ${mobileAt(latest, Object.keys(latest.pages)[0], 4)?.runs ?? '?'} Lighthouse runs; sizes are gzip).`,
    '',
    table([head, ...rows]),
    ...(other.length > 1 ? ['', table(other)] : []),
  ].join('\n');
}

/** The develop table (figure, floor, site, budget) of a run with a develop section. */
function developTable(result, budgets) {
  const { site, floor, runs, cpuIndex } = result.develop;
  const s = value => `${one(value)} s`;
  const rows = [['Figure', 'Floor', 'Site', 'Budget']];
  const add = (name, floorText, text, check, budgetText) => rows.push([name, floorText, `${text}${over(check)}`, budgetText]);
  const cold = developColdStart(budgets, site.coldS, floor.coldS);
  add('Cold start to the first doc page', s(floor.coldS), s(site.coldS), cold, `≤ ${budgets.developColdStartFloorFactor} × floor = ${s(cold.budget)}`);
  const warm = developWarmRestart(budgets, site.warmS, floor.warmS);
  add('Warm restart', s(floor.warmS), s(site.warmS), warm, `≤ floor + ${budgets.developWarmRestartOverFloorSeconds} s = ${s(warm.budget)}`);
  const plain = (name, floorValue, value, budget) =>
    add(name, floorValue === undefined ? '' : s(floorValue), s(value), absolute(value, budget), `≤ ${budget} s`);
  plain('MDX body edit visible', floor.bodyEditS, site.bodyEditS, budgets.developEditSeconds);
  plain('Frontmatter edit visible', undefined, site.frontmatterEditS, budgets.developEditSeconds);
  plain('OpenAPI summary edit visible', undefined, site.openApiEditS, budgets.developOpenApiEditSeconds);
  plain('New MDX page reachable (worst run)', floor.newPageWorstS, site.newPageWorstS, budgets.developNewPageSeconds);
  plain('Broken MDX file fixed, page renders again', undefined, site.brokenFixedS, budgets.developBrokenFixedSeconds);
  const mb = value => `${Math.round(value)} MB`;
  add('`.cache` after the cold start', mb(floor.cacheMb), mb(site.cacheMb), absolute(site.cacheMb, budgets.developCacheMb), `≤ ${budgets.developCacheMb} MB`);
  add('Peak memory', mb(floor.peakMb), mb(site.peakMb), absolute(site.peakMb, budgets.developPeakMemoryMb), `≤ ${budgets.developPeakMemoryMb} MB`);
  return [`Develop: run of ${day(result.date)} (medians of ${runs} runs, Lighthouse CPU index ${Math.round(cpuIndex)}).`, '', table(rows)].join('\n');
}

/** A Markdown table from rows of cells (the first row is the header). */
function table([header, ...rows]) {
  const line = cells => `| ${cells.map(c => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The README's performance tables from a full run's results and a develop run's (either may be null). */
export function renderReport(latest, develop, budgets) {
  const parts = [];
  if (latest?.pages && latest.floor) parts.push(siteTables(latest, budgets));
  if (develop?.develop) parts.push(developTable(develop, budgets));
  return parts.join('\n\n');
}

/** `readme` with the text between the markers replaced by `report`; throws when the markers are missing. */
export function spliceReport(readme, report) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${START}" … "${END}" block for the bench's tables`);
  return `${readme.slice(0, start + START.length)}\n\n${report}\n\n${readme.slice(end)}`;
}

/** Rewrites README.md's tables under `root` from bench/results. */
export function writeReadmeReport(root) {
  const read = name => {
    const file = path.join(root, 'bench/results', name);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  };
  const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
  const readme = path.join(root, 'README.md');
  fs.writeFileSync(readme, spliceReport(fs.readFileSync(readme, 'utf8'), renderReport(read('latest.json'), read('develop-latest.json'), budgets)));
}

if (process.argv[1] && path.basename(process.argv[1]) === 'report.mjs') writeReadmeReport(path.resolve(path.dirname(process.argv[1]), '..'));
