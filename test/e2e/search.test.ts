/**
 * Search in Chromium against the built site: shortcuts, keyboard navigation, filters,
 * landing on the section, focus return, and nothing loaded before the dialog opens.
 */
import path from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, servePublic } from './search-support';

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
  await page.waitForFunction(() => (window as unknown as { ___docsBooted?: boolean }).___docsBooted === true);
  // Hydration done: the search button reacts.
  await page.waitForSelector('button.search-button');
});

afterEach(async () => {
  await page?.close();
});

const dialog = () => page.locator('[role="dialog"]');
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
  await expect(dialog().getAttribute('aria-modal')).resolves.toBe('true');
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
  await expect(page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).resolves.toBe(true);
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

it('filters by type and labels results', async () => {
  await page.keyboard.press('Control+K');
  await search('groups');
  await dialog().locator('button[data-filter="client"]').click();
  await expect(dialog().locator('button[data-filter="client"]').getAttribute('aria-pressed')).resolves.toBe('true');
  await page.waitForSelector('[data-search-status="done"][data-query="groups"]');
  await page.waitForFunction(() => {
    const labels = Array.from(document.querySelectorAll('[role="dialog"] .group-label .type'));
    return labels.length > 0 && labels.every(l => l.textContent === 'Client example');
  });
  await dialog().locator('button[data-filter="docs"]').click();
  await page.waitForFunction(() => {
    const labels = Array.from(document.querySelectorAll('[role="dialog"] .group-label .type'));
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
