/** Measuring helpers for `npm run bench`: timed builds with peak memory, page weights in Chromium, Lighthouse. */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './search.mjs';

export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
export const median = values => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/**
 * Memory (KB) of `pid` and all of its descendants: proportional set size where the kernel
 * reports it (shared pages split between the processes sharing them, so Gatsby's forked
 * workers are not counted twice), else resident set size.
 */
function processMemoryKb(pid, rssKb) {
  try {
    const pss = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    if (pss) return Number(pss[1]);
  } catch {
    /* not Linux, or the process just ended */
  }
  return rssKb;
}

export function treeMemoryKb(pid) {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map(line => line.trim().split(/\s+/).map(Number));
  const children = new Map();
  for (const [p, pp] of rows) children.set(pp, [...(children.get(pp) ?? []), p]);
  const rss = new Map(rows.map(([p, , r]) => [p, r]));
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += processMemoryKb(p, rss.get(p) ?? 0);
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Collects a child's output and samples the memory of its process tree every `everyMs`. */
export function watchChild(child, everyMs) {
  let output = '';
  child.stdout.on('data', d => (output += d));
  child.stderr.on('data', d => (output += d));
  let peakKb = 0;
  const timer = setInterval(() => {
    try {
      peakKb = Math.max(peakKb, treeMemoryKb(child.pid));
    } catch {
      /* the process just ended */
    }
  }, everyMs);
  return { output: () => output, peakMb: () => peakKb / 1024, stop: () => clearInterval(timer) };
}

/** Runs a command, sampling the memory of its process tree; resolves to seconds and peak MB. */
export function timedRun(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const watch = watchChild(child, 250);
    child.on('close', code => {
      watch.stop();
      const output = watch.output();
      const peakKb = watch.peakMb() * 1024;
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`));
      else resolve({ seconds, peakMb: peakKb / 1024, output });
    });
  });
}

export function dirStats(dir) {
  let bytes = 0;
  let pages = 0;
  const walk = d => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        bytes += fs.statSync(full).size;
        if (entry.name === 'index.html' || entry.name === '404.html') pages++;
      }
    }
  };
  walk(dir);
  return { bytes, pages };
}

function kindOf(response) {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('html')) return 'html';
  if (type.includes('css')) return 'css';
  if (type.includes('javascript')) return 'js';
  if (type.includes('json')) return 'data';
  return 'other';
}

/**
 * Compressed bytes by kind for a cold first load of `url`, then the JavaScript fetched by a
 * client-side navigation to `next` (same page type). Outside requests are answered locally.
 */
export async function pageWeights(baseUrl, route, next) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, route_ => route_.fulfill({ status: 200, body: '2.14.0' }));
    const totals = { html: 0, css: 0, js: 0, data: 0, other: 0 };
    let phase = 'load';
    let navJs = 0;
    const pending = [];
    page.on('response', response => {
      if (!response.url().startsWith(baseUrl)) return;
      pending.push(
        response
          .request()
          .sizes()
          .then(sizes => {
            const kind = kindOf(response);
            if (phase === 'load') totals[kind] += sizes.responseBodySize;
            else if (kind === 'js') navJs += sizes.responseBodySize;
          })
          .catch(() => undefined),
      );
    });
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    let navigationJs = null;
    if (next) {
      phase = 'nav';
      // As a reader's click on an internal link does, once the app handles links (src/lib/appReady.ts).
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
      await page.evaluate(to => {
        const link = Object.assign(document.createElement('a'), { href: to });
        document.body.append(link);
        link.click();
        link.remove();
      }, next);
      await page.waitForURL(u => new URL(u).pathname === next, { timeout: 15000 });
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      navigationJs = navJs;
    }
    // Emotion's critical CSS is inlined in the HTML: report it as CSS, measured gzipped.
    const inlineCss = await page.evaluate(() =>
      Array.from(document.querySelectorAll('style'))
        .map(s => s.textContent ?? '')
        .join(''),
    );
    return { ...totals, css: totals.css + zlib.gzipSync(inlineCss).length, navigationJs };
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run (mobile or desktop preset); scores 0..100, timings in ms. `uncounted`
 * names audits left out of the category scores, e.g. `is-crawlable` for the 404 page, which
 * is noindex on purpose. `cpuSlowdown` replaces the preset's simulated CPU slowdown (mobile: 4).
 */
export async function lighthouseRun(url, preset, { uncounted = [], cpuSlowdown = null } = {}) {
  const out = path.join(fs.mkdtempSync('/tmp/lh-'), 'report.json');
  const args = [
    path.resolve('node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
  ];
  // Asynchronous: the pages are served from this same process.
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROME }, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180000);
    child.on('close', code => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse ${url} (${preset}) exited with ${code}`));
    });
  });
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = key => {
    const category = report.categories[key];
    if (!category) return 0;
    const refs = category.auditRefs.filter(ref => !uncounted.includes(ref.id) && ref.weight > 0 && report.audits[ref.id]?.score !== null);
    if (refs.length === category.auditRefs.filter(ref => ref.weight > 0 && report.audits[ref.id]?.score !== null).length)
      return Math.round(category.score * 100);
    const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
    return Math.round((refs.reduce((sum, ref) => sum + ref.weight * report.audits[ref.id].score, 0) / weight) * 100);
  };
  const audit = key => report.audits[key]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Lighthouse's CPU benchmark index of the machine at the time of the run (higher is faster).
    cpuIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

/**
 * What the files for machines and sharing cost, from a build's output and public/: the
 * time the social cards took (the post-build's "Social cards:" line) and the size of
 * llms-full.txt, raw and gzip.
 */
export function machineDocsFigures(buildOutput, publicDir) {
  const cards = /Social cards: (\d+) images \((\d+) drawn[^)]*\) in ([\d.]+) s/.exec(buildOutput ?? '');
  const full = path.join(publicDir, 'llms-full.txt');
  const bytes = fs.existsSync(full) ? fs.readFileSync(full) : null;
  return {
    cards: cards ? { images: Number(cards[1]), drawn: Number(cards[2]), seconds: Number(cards[3]) } : null,
    llmsFullBytes: bytes ? bytes.length : null,
    llmsFullGzipBytes: bytes ? zlib.gzipSync(bytes, { level: 9 }).length : null,
  };
}
