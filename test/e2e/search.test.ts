/**
 * Search in Chromium against the built site: shortcuts, keyboard navigation, filters,
 * landing on the section, focus return, and nothing loaded before the dialog opens.
 */
import fs from 'fs';
import path from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, servePublic } from './searchSupport';
import { waitForApp } from '../support/browser';

jest.setTimeout(60000);

const publicDir = path.resolve(__dirname, '..', '..', 'public');
let server: Awaited<ReturnType<typeof servePublic>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await servePublic(publicDir);
  ({ browser, context } = await launch(server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await context.newPage();
  server.requests.length = 0;
  await page.goto(`${server.url}/docs/introduction`, { waitUntil: 'load' });
  // Hydration done (it runs in slices after the scripts boot): the shortcut listeners are attached.
  await waitForApp(page);
});

afterEach(async () => {
  await page?.close();
});

const dialog = () => page.locator('dialog');
const input = () => dialog().locator('input');

async function search(query: string) {
  await input().fill(query);
  await page.waitForSelector(`[data-search-status="done"][data-query="${query}"]`);
}

it('loads nothing of search before it opens, then opens from the navbar button', async () => {
  await page.waitForTimeout(300);
  expect(server.requests.filter(p => p.startsWith('/search/') || /\/search-[\w-]+\.js$|\/search\.[\w-]+\.js$/.test(p))).toEqual([]);
  const button = page.locator('button.search-button');
  await expect(page.getByRole('button', { name: 'Search docs', exact: true }).count()).resolves.toBe(1);
  await expect(button.locator('kbd').textContent()).resolves.toMatch(/K/);
  await button.click();
  await dialog().waitFor();
  // A native modal: the rest of the page is inert.
  await expect(dialog().evaluate(d => d.matches(':modal'))).resolves.toBe(true);
  const label = await dialog().getAttribute('aria-labelledby');
  await expect(page.locator(`#${label}`).textContent()).resolves.toMatch(/Search/);
  await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('combobox');
  await search('immich');
  expect(server.requests).toContain('/search/manifest.json');
});

it('opens with Ctrl+K, closes with Escape and returns focus', async () => {
  const link = page.locator('aside a').first();
  await link.focus();
  const before = await link.getAttribute('href');
  await page.keyboard.press('Control+K');
  await dialog().waitFor();
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('INPUT');
  // Tab stays inside the dialog.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  await expect(page.evaluate(() => !!document.activeElement?.closest('dialog'))).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
  await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(before);
});

it('opens with / but not while typing in a field', async () => {
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'scratch';
    document.body.prepend(field);
  });
  await page.focus('#scratch');
  await page.keyboard.press('/');
  await expect(page.inputValue('#scratch')).resolves.toBe('/');
  await expect(dialog().count()).resolves.toBe(0);
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await page.keyboard.press('/');
  await dialog().waitFor();
  await expect(input().inputValue()).resolves.toBe('');
});

it('moves through results with the arrows, announces the count, and Enter lands on the section', async () => {
  await page.keyboard.press('Control+K');
  await search('ldap group sync');
  const status = await dialog().locator('[role="status"]').textContent();
  expect(status).toMatch(/\d+ pages? found/);
  const options = dialog().locator('[role="option"]');
  expect(await options.count()).toBeGreaterThan(1);
  // Each result is a real link to its section (new tab, middle click and copy-link work), out of the Tab order.
  expect(
    await options.evaluateAll(
      nodes => nodes.filter(n => !(n instanceof HTMLAnchorElement) || n.getAttribute('href') !== n.getAttribute('data-url') || n.tabIndex !== -1).length,
    ),
  ).toBe(0);
  await expect(dialog().locator('[role="option"] mark').count()).resolves.toBeGreaterThan(0);
  const firstId = await input().getAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowDown');
  const secondId = await input().getAttribute('aria-activedescendant');
  expect(secondId).not.toBe(firstId);
  await expect(page.locator(`#${secondId}`).getAttribute('aria-selected')).resolves.toBe('true');
  await page.keyboard.press('ArrowUp');
  await expect(input().getAttribute('aria-activedescendant')).resolves.toBe(firstId);
  // Move to the first result that lands on a section.
  const urls = await options.evaluateAll(nodes => nodes.map(node => node.getAttribute('data-url') ?? ''));
  const target = urls.findIndex(u => u.includes('#'));
  expect(target).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
  const url = urls[target];
  expect(url).toMatch(/^\/docs\/configuration\/ldap#/);
  await expect(page.locator(`#${await input().getAttribute('aria-activedescendant')}`).getAttribute('data-url')).resolves.toBe(url);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${url}`);
  const anchor = url.split('#')[1];
  await page.waitForSelector(`[id="${anchor}"][data-search-highlight]`);
  await expect(dialog().count()).resolves.toBe(0);
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(anchor);
  const top = await page.evaluate(a => document.getElementById(a)!.getBoundingClientRect().top, anchor);
  expect(top).toBeLessThan(400);
});

it('a pasted error message shows its entry first, and clicking it lands on that entry', async () => {
  await page.keyboard.press('Control+K');
  await search('Unknown passkey');
  const first = dialog().locator('[role="option"]').first();
  const url = '/docs/troubleshooting/error-messages#we-couldnt-verify-your-passkey';
  await expect(first.getAttribute('data-url')).resolves.toBe(url);
  await first.click();
  await page.waitForURL(`**${url}`);
  await page.waitForSelector('[id="we-couldnt-verify-your-passkey"][data-search-highlight]');
  const top = await page.evaluate(() => document.getElementById('we-couldnt-verify-your-passkey')!.getBoundingClientRect().top);
  expect(top).toBeLessThan(400);
});

it('offers next steps when a query finds nothing: the error-message index, common issues and GitHub discussions', async () => {
  await page.keyboard.press('Control+K');
  const query = 'qwxzv frobnicate';
  await search(query);
  await expect(dialog().locator('[role="status"]').textContent()).resolves.toBe(`No results for “${query}”.`);
  const steps = dialog().getByRole('navigation', { name: 'Next steps' });
  const hrefs = await steps.locator('a').evaluateAll(links => links.map(link => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/docs/troubleshooting/error-messages',
    '/docs/troubleshooting/common-issues',
    `https://github.com/pocket-id/pocket-id/discussions?discussions_q=${encodeURIComponent(query)}`,
  ]);
  // Reachable by keyboard from the search field, after the dialog's other controls.
  const inSteps = () => page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label') === 'Next steps');
  for (let i = 0; i < 8 && !(await inSteps()); i++) await page.keyboard.press('Tab');
  await expect(inSteps()).resolves.toBe(true);
  // A step on the site opens in place and closes the dialog.
  await steps.getByRole('link', { name: /^Common issues/ }).click();
  await dialog().waitFor({ state: 'detached' });
  await page.waitForURL(/\/docs\/troubleshooting\/common-issues$/);
  await expect(page.locator('article h1').textContent()).resolves.toBe('Common issues');
  // Results, when there are any, come without them.
  await page.keyboard.press('Control+K');
  await search('smtp');
  await expect(dialog().getByRole('navigation', { name: 'Next steps' }).count()).resolves.toBe(0);
});

it('filters by type and labels results', async () => {
  await page.keyboard.press('Control+K');
  await search('groups');
  await dialog().locator('button[data-filter="client"]').click();
  await expect(dialog().locator('button[data-filter="client"]').getAttribute('aria-pressed')).resolves.toBe('true');
  await page.waitForSelector('[data-search-status="done"][data-query="groups"]');
  await page.waitForFunction(() => {
    const labels = Array.from(document.querySelectorAll('dialog .group-label .type'));
    return labels.length > 0 && labels.every(l => l.textContent === 'Client example');
  });
  await dialog().locator('button[data-filter="docs"]').click();
  await page.waitForFunction(() => {
    const labels = Array.from(document.querySelectorAll('dialog .group-label .type'));
    return labels.length > 0 && labels.every(l => l.textContent === 'Docs');
  });
});

it('finds an identifier on its defining page, with typo tolerance', async () => {
  await page.keyboard.press('Control+K');
  await search('ENCRYPTION_KEY');
  await expect(dialog().locator('[role="option"]').first().getAttribute('data-url')).resolves.toMatch(/^\/docs\/configuration\/environment-variables#/);
  await search('immcih');
  await expect(dialog().locator('[role="option"]').first().getAttribute('data-url')).resolves.toMatch(/^\/docs\/client-examples\/immich/);
});

async function waitUntil(condition: () => boolean, timeoutMs: number) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise(resolve => setTimeout(resolve, 50));
  }
}

const indexRequests = () => server.requests.filter(p => p.startsWith('/search/'));
const bulkPart = (p: string) => /^\/search\/[^/]+\/[pw]\d+\.json$/.test(p);

it('after the first query loads the rest of the index in the background, then answers without requests', async () => {
  await page.keyboard.press('Control+K');
  await search('passkey');
  // The first query itself loads only the manifest and the small parts it needs; the
  // large parts come after.
  const requested = indexRequests();
  const firstBulk = requested.findIndex(bulkPart);
  const firstQuery = firstBulk === -1 ? requested : requested.slice(0, firstBulk);
  expect(firstQuery).toContain('/search/manifest.json');
  expect(firstQuery.some(p => /\/x\d+\.json$/.test(p))).toBe(true);
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'search', 'manifest.json'), 'utf8'));
  // Of the vocabulary, only the dictionary parts of the typed word's prefix.
  const dictionaryParts = new Set(firstQuery.filter(p => /\/d\d+\.json$/.test(p)));
  expect(dictionaryParts.size).toBeGreaterThan(0);
  expect(dictionaryParts.size).toBeLessThan(manifest.dict.length / 2);
  const parts = manifest.postingParts.length + manifest.textParts.length;
  expect(parts).toBeGreaterThan(1);
  await waitUntil(() => new Set(indexRequests().filter(bulkPart)).size === parts, 10000);
  await page.waitForTimeout(300);
  const before = indexRequests().length;
  await search('rotate signing key');
  await search('immcih');
  await expect(dialog().locator('[role="option"]').first().getAttribute('data-url')).resolves.toMatch(/^\/docs\/client-examples\/immich/);
  expect(indexRequests().slice(before)).toEqual([]);
});

it('with Save-Data on, loads only the parts each query needs', async () => {
  const saver = await context.newPage();
  await saver.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
  try {
    await saver.goto(`${server.url}/docs/introduction`, { waitUntil: 'load' });
    await waitForApp(saver);
    server.requests.length = 0;
    await saver.keyboard.press('Control+K');
    for (const query of ['passkey', 'ldap group sync']) {
      await saver.locator('dialog input').fill(query);
      await saver.waitForSelector(`[data-search-status="done"][data-query="${query}"]`);
    }
    await saver.waitForTimeout(2500);
    const requested = server.requests.filter(p => p.startsWith('/search/'));
    expect(requested.some(p => /\/x\d+\.json$/.test(p))).toBe(true);
    expect(requested.filter(bulkPart)).toEqual([]);
  } finally {
    await saver.close();
  }
});

it('on a phone, a status of two lines pushes the results down instead of running under them', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Control+K');
  await search('smtp email not sending');
  const status = await dialog()
    .locator('[role="status"]')
    .evaluate(el => {
      const box = el.getBoundingClientRect();
      return { bottom: box.bottom, lines: Math.round(box.height / parseFloat(getComputedStyle(el).lineHeight || '16')) };
    });
  const firstGroup = await dialog()
    .locator('.group-label')
    .first()
    .evaluate(el => el.getBoundingClientRect().top);
  expect(status.bottom).toBeLessThanOrEqual(firstGroup + 1);
});
