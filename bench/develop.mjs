/**
 * The develop section of `npm run bench` (`--develop`, or `--develop-only`): the authoring
 * loop a writer lives in, measured in Chromium on a throwaway copy of the project, and the
 * same on a floor, a bare Gatsby 5 + React 18 + gatsby-plugin-mdx site with one MDX page made
 * in a temporary folder from this project's node_modules. Each figure is the median of
 * `runs` runs (a new page must be reachable in time in every run, so its worst run counts):
 *
 * - cold start (no .cache, no public) and warm restart to the first doc page rendered;
 * - an MDX body edit, a frontmatter title edit and an OpenAPI summary edit visible in the open page;
 * - a new MDX file reachable as a page; a broken MDX file fixed until the page renders again;
 * - the size of .cache and the peak memory (PSS of develop's process tree) after the cold start.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME, lighthouseRun, median, watchChild } from './measure.mjs';
import { CHROMIUM_ARGS } from './search.mjs';

/** What a copy of the project needs (scripts/project-entries.json, shared with the tests and the production bench). */
const PROJECT_ENTRIES = JSON.parse(fs.readFileSync(new URL('../scripts/project-entries.json', import.meta.url), 'utf8'));
const WAIT_MS = 5 * 60_000;

function copyProject(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-develop-'));
  for (const entry of PROJECT_ENTRIES) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The floor: bare Gatsby 5 + React 18 + gatsby-plugin-mdx, one MDX page (src/pages/index.mdx). */
function floorProject(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-develop-floor-'));
  const files = {
    'package.json': JSON.stringify({
      name: 'bench-develop-floor',
      private: true,
      version: '1.0.0',
      dependencies: { gatsby: '*', react: '*', 'react-dom': '*', 'gatsby-plugin-mdx': '*', 'gatsby-source-filesystem': '*', '@mdx-js/react': '*' },
    }),
    'gatsby-config.js': [
      'module.exports = {',
      '  plugins: [',
      "    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/src/pages` } },",
      "    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx'] } },",
      '  ],',
      '};',
      '',
    ].join('\n'),
    'src/pages/index.mdx': '# Floor\n\nA bare MDX page.\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const sleep = ms => new Promise(r => setTimeout(r, ms));

// Interrupted, the bench exits, and its 'exit' handlers stop the develop servers it started.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));

/** Starts `gatsby develop` in `dir` in a process group of its own; samples its memory until stopped. */
async function startDevelop(dir, site) {
  const port = await freePort();
  // The site as `npm run develop` starts it (scripts/develop.mjs); the floor as bare Gatsby.
  const command = site ? [path.join(dir, 'scripts/develop.mjs')] : [path.join(dir, 'node_modules/gatsby/cli.js'), 'develop'];
  const child = spawn(process.execPath, [...command, '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development', GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
  });
  // Develop runs in a group of its own: never leave it behind when the bench stops early.
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  };
  process.once('exit', killGroup);
  const watch = watchChild(child, 500);
  const exited = new Promise(resolve => child.once('exit', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    output: watch.output,
    peakMb: watch.peakMb,
    async stop() {
      watch.stop();
      process.off('exit', killGroup);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
      await Promise.race([exited, sleep(10_000)]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    },
  };
}

/** Loads `pathname` until its <main> shows `h1` (develop answers before its first bundle is ready). */
async function waitForPage(browser, origin, pathname, h1, deadline = Date.now() + WAIT_MS) {
  const page = await browser.newPage();
  await page.route(
    url => !/^http:\/\/127\.0\.0\.1[:/]/.test(url.href),
    route => route.abort(),
  );
  for (;;) {
    try {
      await page.goto(`${origin}${pathname}`, { timeout: 30_000 });
      await page.waitForFunction(text => (document.querySelector('main h1') ?? document.querySelector('h1'))?.textContent === text, h1, { timeout: 10_000 });
      return page;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${origin}${pathname} did not show "${h1}": ${error.message}`);
      await sleep(250);
    }
  }
}

const dirMb = dir => {
  let bytes = 0;
  const walk = d => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) bytes += fs.statSync(full).size;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return bytes / 2 ** 20;
};

/** Seconds from `change()` until `visible(page)` holds. */
async function timeChange(page, change, visible) {
  const start = Date.now();
  change();
  await page.waitForFunction(visible.fn, visible.arg, { timeout: WAIT_MS, polling: 50 });
  return (Date.now() - start) / 1000;
}

// The floor's MDX page has no <main>: its body is read instead.
const mainHas = { fn: text => (document.querySelector('main') ?? document.body)?.textContent?.includes(text) ?? false };
const h1Is = { fn: text => document.querySelector('main h1')?.textContent === text };

/**
 * Seconds from writing a new MDX file until its page shows its title. As a writer reloading
 * would, the address is asked for until develop answers it as a page (it answers 404 before),
 * then opened.
 */
async function timeNewPage(browser, origin, file, route, title, text) {
  const start = Date.now();
  fs.writeFileSync(file, text);
  while ((await fetch(`${origin}${route}`).catch(() => ({ status: 0 }))).status !== 200) {
    if (Date.now() - start > WAIT_MS) throw new Error(`${route} never became a page`);
    await sleep(100);
  }
  const page = await waitForPage(browser, origin, route, title);
  const seconds = (Date.now() - start) / 1000;
  await page.close();
  return seconds;
}

/** One cold start, warm restart and the edits on the site (kind 'site') or the floor. */
async function developRun(browser, root, kind, n) {
  const site = kind === 'site';
  const dir = site ? copyProject(root) : floorProject(root);
  const first = site ? { route: '/docs/introduction', h1: 'Introduction' } : { route: '/', h1: 'Floor' };
  const result = {};
  try {
    let start = Date.now();
    let dev = await startDevelop(dir, site);
    await (await waitForPage(browser, dev.origin, first.route, first.h1)).close();
    result.coldS = (Date.now() - start) / 1000;
    await sleep(3000); // what develop does right after the first page (type generation, page data) counts for memory
    result.peakMb = dev.peakMb();
    result.cacheMb = dirMb(path.join(dir, '.cache'));
    await dev.stop();

    start = Date.now();
    dev = await startDevelop(dir, site);
    const page = await waitForPage(browser, dev.origin, first.route, first.h1);
    result.warmS = (Date.now() - start) / 1000;
    result.peakMb = Math.max(result.peakMb, dev.peakMb());
    try {
      const mdx = site ? path.join(dir, 'content/docs/introduction.mdx') : path.join(dir, 'src/pages/index.mdx');
      const marker = `Bench edit ${n}: a paragraph added while develop ran.`;
      result.bodyEditS = await timeChange(page, () => fs.appendFileSync(mdx, `\n\n${marker}\n`), { ...mainHas, arg: marker });
      if (site) {
        const title = `Introduction, edit ${n}`;
        result.frontmatterEditS = await timeChange(page, () => fs.writeFileSync(mdx, fs.readFileSync(mdx, 'utf8').replace(/^title: .+$/m, `title: ${title}`)), {
          ...h1Is,
          arg: title,
        });
        // The summary shows in the tag page's list of operations (it also names the operation's own address).
        const tagPage = await waitForPage(browser, dev.origin, '/docs/api/endpoints/users', 'Users');
        const spec = path.join(dir, 'openapi/pocket-id.yaml');
        const summary = `List the users, edit ${n}`;
        result.openApiEditS = await timeChange(
          tagPage,
          () => fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace(/^(\s+summary:) List users$/m, `$1 ${summary}`)),
          { ...mainHas, arg: summary },
        );
        await tagPage.close();

        const route = `/docs/helping-out/bench-new-page-${n}`;
        const file = path.join(dir, `content/docs/helping-out/bench-new-page-${n}.mdx`);
        result.newPageS = await timeNewPage(
          browser,
          dev.origin,
          file,
          route,
          'A new page',
          '---\ntitle: A new page\ndescription: Made by the bench.\n---\n\nNew.\n',
        );

        // Broken, then fixed: from the fix until the body shows again.
        const broken = `${fs.readFileSync(mdx, 'utf8')}\n\n<Admonition type="note">\nNever closed {\n`;
        // The page says the body is broken (or, on a tree that compiles MDX with webpack, the overlay does);
        // a tree that shows neither within a minute is timed from the fix all the same.
        fs.writeFileSync(mdx, broken);
        await page
          .waitForFunction(() => Boolean(document.querySelector('main [role="alert"], gatsby-fast-refresh')), null, { timeout: 60_000, polling: 100 })
          .catch(() => {});
        const fixedMarker = `Bench fix ${n}: the body compiles again.`;
        result.brokenFixedS = await timeChange(
          page,
          () => fs.writeFileSync(mdx, broken.replace(/<Admonition type="note">\nNever closed \{\n$/, `${fixedMarker}\n`)),
          { ...mainHas, arg: fixedMarker },
        );
      } else {
        result.newPageS = await timeNewPage(
          browser,
          dev.origin,
          path.join(dir, `src/pages/new-${n}.mdx`),
          `/new-${n}/`,
          'A new page',
          '# A new page\n\nNew.\n',
        );
      }
    } catch (error) {
      // What develop said is what explains a step that never finished.
      throw new Error(`${error.message}\n--- the last of develop's output ---\n${dev.output().split('\n').slice(-60).join('\n')}`);
    } finally {
      await page.close();
      await dev.stop();
    }
    // The machine's speed during this run, as Lighthouse measures it (its CPU benchmark index).
    if (!site) result.cpuIndex = await cpuIndexOf(root);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

/** Lighthouse's CPU benchmark index, from one audit of a static page served from a temporary folder. */
async function cpuIndexOf() {
  const { serveStatic } = await import('./search.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-cpu-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><title>CPU index</title><h1>CPU index</h1></html>');
  // The static server answers what is missing (robots.txt, the favicon) with this.
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1></html>');
  const { server, url } = await serveStatic(dir);
  try {
    return (await lighthouseRun(`${url}/`, 'mobile')).cpuIndex;
  } finally {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the develop section: `runs` rounds of floor then site; returns medians (and worst new-page times). */
export async function benchDevelop(root, runs = 3, log = console.log) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  const samples = { site: [], floor: [] };
  try {
    for (let n = 1; n <= runs; n++) {
      for (const kind of ['floor', 'site']) {
        log(`Develop bench, run ${n}/${runs}: ${kind}…`);
        const result = await developRun(browser, root, kind, n);
        log(`  ${JSON.stringify(result)}`);
        samples[kind].push(result);
      }
    }
  } finally {
    await browser.close();
  }
  const summarize = list => {
    const keys = [...new Set(list.flatMap(Object.keys))];
    return Object.fromEntries(keys.map(key => [key, median(list.map(s => s[key]).filter(v => typeof v === 'number'))]));
  };
  const site = summarize(samples.site);
  const floor = summarize(samples.floor);
  site.newPageWorstS = Math.max(...samples.site.map(s => s.newPageS));
  floor.newPageWorstS = Math.max(...samples.floor.map(s => s.newPageS));
  return { runs, site, floor, cpuIndex: floor.cpuIndex, samples };
}
