#!/usr/bin/env node
// Screenshots of the production build for looking at the layout: every page type x light/dark
// x 390/768/1440 px (the window, plus the first code block where a page has one), the flow
// diagrams, and the open drawer and search dialog. Serves public/ with scripts/serve.mjs
// (nginx + deploy/nginx.conf when installed) and drives Chromium ($CHROME_PATH or
// /usr/bin/chromium). Writes PNGs to shots/ (or the folder given as the first argument).
// Build first: `npm run build`.
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
const WIDTHS = { 390: 844, 768: 1024, 1440: 900 };
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

async function open(theme, width) {
  const context = await browser.newContext({ viewport: { width, height: WIDTHS[width] } });
  // Offline: the version file answers, every other outside request is dropped.
  await context.route(
    url => !url.host.startsWith('127.0.0.1'),
    route =>
      route.request().url().startsWith('https://raw.githubusercontent.com/')
        ? route.fulfill({ status: 200, body: '2.14.0\n', headers: { 'Access-Control-Allow-Origin': '*' } })
        : route.abort(),
  );
  await context.addInitScript(value => window.localStorage.setItem('theme', value), theme);
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
      if (width < 1000) {
        await goto(page, '/docs/api/endpoints/list-users');
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('dialog', { name: 'Site navigation' }).waitFor();
        await page.waitForTimeout(200);
        await shoot(page, `drawer-${width}-${theme}`);
      }
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
      await context.close();
    }
  }
  console.log(`Wrote ${count} screenshots to ${path.relative(process.cwd(), outDir) || '.'}/`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
