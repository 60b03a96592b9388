#!/usr/bin/env node
// Screenshots of the production build for looking at the layout: every page type x light/dark
// x 390/768/1440 px (the window, plus the first code block where a page has one), the flow
// diagrams, and the open drawer and search dialog. Serves public/ with scripts/serve.mjs
// (nginx + deploy/nginx.conf when installed) and drives Chromium ($CHROME_PATH or
// /usr/bin/chromium). Writes PNGs to shots/ (or the folder given as the first argument).
// Build first: `npm run build`. Also: the pages without JavaScript (`nojs-*`), and pages with a
// "Your setup" stored (`setup-*`: a plain-http LAN address and a version). SHOTS_WIDTHS=390,1440
// and SHOTS_PAGES=doc,error-messages,nojs,setup (names or their prefixes) take fewer shots.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'shots'));

const PAGES = [
  ['home', '/'],
  ['docs-index', '/docs/'],
  ['doc', '/docs/setup/installation'],
  ['doc-tables', '/docs/configuration/environment-variables'],
  ['client-example', '/docs/client-examples/immich'],
  ['client-examples-index', '/docs/client-examples'],
  ['api-operation', '/docs/api/endpoints/create-oidc-client'],
  ['api-tag', '/docs/api/endpoints/users'],
  ['api-documentation', '/docs/api-documentation'],
  ['error-messages', '/docs/troubleshooting/error-messages'],
  ['404', '/this-page-does-not-exist'],
];
// Pages with a flow diagram: one shot each with the diagram in the middle of the window.
const DIAGRAM_PAGES = [
  ['oidc-endpoints', '/docs/guides/oidc-endpoints'],
  ['device-login', '/docs/guides/device-login'],
  ['installation', '/docs/setup/installation'],
  ['ldap', '/docs/configuration/ldap'],
  ['scim', '/docs/configuration/scim'],
  ['allowed-groups', '/docs/configuration/allowed-groups'],
];
// Without JavaScript: tabs stacked, the menu and search links, no copy buttons; the search page.
const NOJS_PAGES = [
  ['doc', '/docs/setup/installation'],
  ['search', '/docs/search'],
  ['error-messages', '/docs/troubleshooting/error-messages'],
];
// With a setup stored (src/yourSetup): the folded line, marked values, the instance check, the home quick start.
const SETUP = JSON.stringify({ pocketIdUrl: 'http://id.home.lan', version: '2.10' });
const SETUP_PAGES = [
  ['home', '/'],
  ['client-example', '/docs/client-examples/immich'],
];
const ALL_WIDTHS = { 390: 844, 768: 1024, 1440: 900 };
const onlyWidths = process.env.SHOTS_WIDTHS?.split(',');
const WIDTHS = Object.fromEntries(Object.entries(ALL_WIDTHS).filter(([width]) => !onlyWidths || onlyWidths.includes(width)));
const onlyPages = process.env.SHOTS_PAGES?.split(',');
/** Whether the shots named `name` are taken (SHOTS_PAGES). */
const wanted = name => !onlyPages || onlyPages.some(only => name === only || name.startsWith(`${only}-`));
const THEMES = ['light', 'dark'];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForPort(port, timeoutMs = 15000) {
  const started = Date.now();
  for (;;) {
    const open = await new Promise(resolve => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`the server did not start on port ${port}`);
    await new Promise(resolve => setTimeout(resolve, 100));
  }
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });

async function open(theme, width, { javaScriptEnabled = true, setup = null } = {}) {
  const context = await browser.newContext({ viewport: { width, height: WIDTHS[width] }, javaScriptEnabled, colorScheme: theme });
  // Offline: the version file answers, every other outside request is dropped.
  await context.route(
    url => !url.host.startsWith('127.0.0.1'),
    route =>
      route.request().url().startsWith('https://raw.githubusercontent.com/')
        ? route.fulfill({ status: 200, body: '2.14.0\n', headers: { 'Access-Control-Allow-Origin': '*' } })
        : route.abort(),
  );
  await context.addInitScript(value => window.localStorage.setItem('theme', value), theme);
  if (setup) await context.addInitScript(value => window.localStorage.setItem('pocket-id-docs:your-setup', value), setup);
  const page = await context.newPage();
  return { context, page };
}

async function goto(page, route) {
  await page.goto(origin + route);
  // The app marks itself interactive (src/lib/appReady.ts).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await page.evaluate(() => document.fonts.ready);
}

let count = 0;
const shoot = async (page, name) => {
  await page.screenshot({ path: path.join(outDir, `${name}.png`) });
  count += 1;
};

try {
  await waitForPort(port);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const theme of THEMES) {
    for (const width of Object.keys(WIDTHS).map(Number)) {
      const { context, page } = await open(theme, width);
      for (const [name, route] of PAGES) {
        if (!wanted(name)) continue;
        await goto(page, route);
        await shoot(page, `${name}-${width}-${theme}`);
        const code = page.locator('main .code-block').first();
        if (await code.count()) {
          await code.evaluate(el => el.scrollIntoView({ block: 'center' }));
          await page.waitForTimeout(300);
          await shoot(page, `${name}-${width}-${theme}-code`);
        }
      }
      for (const [name, route] of DIAGRAM_PAGES) {
        if (!wanted(`diagram-${name}`)) continue;
        await goto(page, route);
        // After the reading position this tab saved for the page is restored (about half a
        // second), and twice: blocks above it that render on the way change the page's height.
        await page.waitForTimeout(700);
        for (let i = 0; i < 2; i++) {
          await page
            .locator('main figure.diagram')
            .first()
            .evaluate(el => el.scrollIntoView({ block: 'center' }));
          await page.waitForTimeout(300);
        }
        await shoot(page, `diagram-${name}-${width}-${theme}`);
      }
      if (width < 1000 && wanted('drawer')) {
        await goto(page, '/docs/api/endpoints/list-users');
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('dialog', { name: 'Site navigation' }).waitFor();
        await page.waitForTimeout(200);
        await shoot(page, `drawer-${width}-${theme}`);
      }
      if (wanted('search')) {
        await goto(page, '/docs/introduction');
        await page.keyboard.press('Control+K');
        await page.locator('dialog input').fill('oidc client');
        await page.waitForSelector('[data-search-status="done"][data-query="oidc client"]');
        await shoot(page, `search-${width}-${theme}`);
        // A whole question (full matches first, the count of pages with every word) and a query that finds nothing (next steps).
        for (const [name, query] of [
          ['question', 'smtp email not sending'],
          ['none', 'qwxzv frobnicate'],
        ]) {
          await page.locator('dialog input').fill(query);
          await page.waitForSelector(`[data-search-status="done"][data-query="${query}"]`);
          await shoot(page, `search-${name}-${width}-${theme}`);
        }
      }
      await context.close();
      const noScripts = await open(theme, width, { javaScriptEnabled: false });
      for (const [name, route] of NOJS_PAGES) {
        if (!wanted(`nojs-${name}`)) continue;
        await noScripts.page.goto(origin + route);
        await shoot(noScripts.page, `nojs-${name}-${width}-${theme}`);
        // The first tab set, its panels stacked.
        const tabs = noScripts.page.locator('main .tabs').first();
        if (await tabs.count()) {
          await tabs.evaluate(el => el.scrollIntoView({ block: 'start' }));
          await shoot(noScripts.page, `nojs-${name}-${width}-${theme}-tabs`);
        }
      }
      await noScripts.context.close();
      const withSetup = await open(theme, width, { setup: SETUP });
      for (const [name, route] of SETUP_PAGES) {
        if (!wanted(`setup-${name}`)) continue;
        await goto(withSetup.page, route);
        await withSetup.page.waitForTimeout(500);
        await shoot(withSetup.page, `setup-${name}-${width}-${theme}`);
        const form = withSetup.page.locator('details.your-setup');
        if (await form.count()) {
          await form.locator('summary').click();
          await withSetup.page.waitForTimeout(300);
          await form.evaluate(el => el.scrollIntoView({ block: 'start' }));
          await withSetup.page.mouse.move(0, 0);
          await shoot(withSetup.page, `setup-${name}-${width}-${theme}-open`);
        }
      }
      await withSetup.context.close();
    }
  }
  console.log(`Wrote ${count} screenshots to ${path.relative(process.cwd(), outDir) || '.'}/`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
