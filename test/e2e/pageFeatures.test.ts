/**
 * Reader features from the look-and-feel work: the gallery's filter state in the URL
 * (shareable, back/forward), its empty state, the environment-variable anchors and filter
 * box, breadcrumbs with BreadcrumbList data, "Last updated", and the 404 page's search.
 */
import type { Page } from 'playwright-core';
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';
import { publishedClientGuideCount } from '../support/content';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

/** Every guide in content/client-examples/, as the index counts them. */
const GUIDES = publishedClientGuideCount();

const visibleCards = (page: Page) => page.locator('.client-list > li:not([hidden]) a').allTextContents();
const search = (page: Page) => new URL(page.url()).search;
const ENV = '/docs/configuration/environment-variables';

describe('client gallery filter state in the URL', () => {
  test('a shared link opens the filtered view', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/client-examples?q=imm'));
    await t.page.waitForFunction(n => document.querySelector('.count')?.textContent === `Showing 1 of ${n} applications`, GUIDES);
    expect(await visibleCards(t.page)).toEqual(['Immich']);
    expect(await t.page.inputValue('#client-name')).toBe('imm');
  });

  test('typing replaces the URL, choices add history entries that back and forward replay', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/client-examples'));
    await t.page.locator('#client-name').fill('grafana');
    await t.page.waitForFunction(() => window.location.search === '?q=grafana');
    await t.page.locator('#client-name').fill('');
    await t.page.waitForFunction(() => window.location.search === '');
    await t.page.getByLabel('Reads groups / roles').check();
    await t.page.waitForFunction(() => window.location.search === '?has=groups');
    const withGroups = await visibleCards(t.page);
    expect(withGroups.length).toBeLessThan(GUIDES);
    await t.page.selectOption('#client-category', 'media');
    await t.page.waitForFunction(() => window.location.search === '?category=media&has=groups');

    await t.page.goBack();
    await t.page.waitForFunction(() => (document.querySelector('#client-category') as HTMLSelectElement).value === '');
    expect(search(t.page)).toBe('?has=groups');
    expect(await t.page.isChecked('input[name="groups"]')).toBe(true);
    expect(await visibleCards(t.page)).toEqual(withGroups);

    await t.page.goBack();
    await t.page.waitForFunction(() => !(document.querySelector('input[name="groups"]') as HTMLInputElement).checked);
    expect(search(t.page)).toBe('');
    expect(await visibleCards(t.page)).toHaveLength(GUIDES);
    expect(new URL(t.page.url()).pathname).toBe('/docs/client-examples');

    await t.page.goForward();
    await t.page.waitForFunction(() => (document.querySelector('input[name="groups"]') as HTMLInputElement).checked);
    expect(await visibleCards(t.page)).toEqual(withGroups);
  });

  test('no match shows an empty state whose button clears every filter', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/client-examples?q=zzzz&has=public'));
    const empty = t.page.locator('.empty');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('No application matches these filters.');
    expect(await empty.getByRole('link', { name: 'connect an app that is not listed' }).getAttribute('href')).toBe('#connect-an-app-that-is-not-listed');
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await t.page.waitForFunction(n => document.querySelector('.count')?.textContent === `Showing ${n} of ${n} applications`, GUIDES);
    expect(await empty.count()).toBe(0);
    expect(search(t.page)).toBe('');
    expect(await t.page.isChecked('input[name="public"]')).toBe(false);
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe('client-name');
  });
});

describe('environment variables page', () => {
  test('a variable anchor scrolls to its row, below the navbar, and highlights it', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url(`${ENV}#ENCRYPTION_KEY`));
    const row = t.page.locator('tr#ENCRYPTION_KEY');
    expect(await row.evaluate(el => el.matches(':target'))).toBe(true);
    const { top, navbarBottom, highlight, plain } = await row.evaluate(el => ({
      top: el.getBoundingClientRect().top,
      navbarBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      highlight: getComputedStyle(el.querySelector('td')!).backgroundColor,
      plain: getComputedStyle(document.querySelector('tr#APP_URL td')!).backgroundColor,
    }));
    expect(top).toBeGreaterThanOrEqual(navbarBottom);
    expect(top).toBeLessThan(400);
    expect(highlight).not.toBe(plain);
    // The name links to its own anchor.
    expect(await t.page.locator('tr#APP_URL a.variable-anchor').getAttribute('href')).toBe('#APP_URL');
  });

  test('the filter box narrows every table as you type and hides sections without a match', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url(ENV));
    const total = await t.page.locator('table[data-variable-table] tbody tr').count();
    expect(total).toBeGreaterThan(90);
    await t.page.getByLabel('Filter variables').pressSequentially('smtp');
    await t.page.waitForFunction(() => /variables? match/.test(document.querySelector('[data-variable-count]')?.textContent ?? ''));
    const shown = await t.page.locator('table[data-variable-table] tbody tr:visible').allTextContents();
    expect(shown.length).toBeGreaterThan(2);
    for (const row of shown) expect(row.toLowerCase()).toContain('smtp');
    expect(await t.page.locator('[data-variable-count]').textContent()).toBe(`${shown.length} variables match “smtp”.`);
    expect(await t.page.locator('h2#database').isVisible()).toBe(false);
    expect(await t.page.locator('tr#APP_URL').isVisible()).toBe(false);

    await t.page.getByLabel('Filter variables').fill('no-such-variable-anywhere');
    await t.page.waitForFunction(() => (document.querySelector('[data-variable-count]')?.textContent ?? '').startsWith('No variable'));
    expect(await t.page.locator('table[data-variable-table] tbody tr:visible').count()).toBe(0);
    expect(await t.page.getByLabel('Filter variables').isVisible()).toBe(true);

    await t.page.getByLabel('Filter variables').fill('');
    await t.page.waitForFunction(() => document.querySelector('[data-variable-count]')?.textContent === '');
    expect(await t.page.locator('table[data-variable-table] tbody tr:visible').count()).toBe(total);
    expect(await t.page.locator('h2#database').isVisible()).toBe(true);
  });

  test('without JavaScript there is no filter box and every table is complete', async () => {
    t = await openPage(site.browser, { context: { javaScriptEnabled: false } });
    await t.page.goto(site.url(ENV));
    expect(await t.page.locator('.variable-filter').isVisible()).toBe(false);
    const rows = t.page.locator('table[data-variable-table] tbody tr');
    expect(await rows.count()).toBeGreaterThan(90);
    expect(await t.page.locator('table[data-variable-table] tbody tr:visible').count()).toBe(await rows.count());
  });
});

describe('breadcrumbs and last updated', () => {
  const jsonLd = (page: Page) => page.locator('script[type="application/ld+json"]').evaluate(el => JSON.parse(el.textContent ?? 'null'));

  test('a doc shows its trail and describes it as a BreadcrumbList', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url(ENV));
    const crumbs = t.page.locator('nav[aria-label="Breadcrumbs"] li');
    expect(await crumbs.allTextContents()).toEqual(['Docs', 'Configuration', 'Environment variables']);
    expect(await t.page.locator('nav[aria-label="Breadcrumbs"] [aria-current="page"]').textContent()).toBe('Environment variables');
    const data = await jsonLd(t.page);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((i: { position: number; name: string }) => [i.position, i.name])).toEqual([
      [1, 'Docs'],
      [2, 'Environment variables'],
    ]);
    expect(data.itemListElement[1].item).toMatch(/\/docs\/configuration\/environment-variables$/);
    // Built from a git checkout, the page says when its source last changed.
    expect(await t.page.locator('.last-updated time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('guides and API pages have breadcrumbs through their sections, and the links work', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/api/endpoints/list-users'));
    const names = await t.page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents();
    expect(names.slice(0, 2)).toEqual(['Docs', 'API reference']);
    expect(names.length).toBe(4);
    await gotoReady(t.page, site.url('/docs/client-examples/immich'));
    await t.page.locator('nav[aria-label="Breadcrumbs"]').getByRole('link', { name: 'Client examples' }).click();
    await t.page.waitForURL('**/docs/client-examples');
    await t.page.locator('h1', { hasText: 'Client examples' }).waitFor();
  });
});

test('the 404 page opens the site search and links to the main sections', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/no-such-page'));
  expect(await t.page.locator('nav[aria-label="Main sections"] a').count()).toBeGreaterThanOrEqual(6);
  await t.page.getByRole('button', { name: 'Search the docs' }).click();
  await t.page.getByRole('dialog').waitFor();
});

test('running text keeps a measure of at most 75 characters a line on a wide screen', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 1440, height: 900 } } });
  await gotoReady(t.page, site.url('/docs/setup/installation'));
  const longest = await t.page.evaluate(() => {
    let max = 0;
    const range = document.createRange();
    for (const para of Array.from(document.querySelectorAll('article p'))) {
      const perLine = new Map<number, number>();
      const walker = document.createTreeWalker(para, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.height) perLine.set(Math.round(rect.top), (perLine.get(Math.round(rect.top)) ?? 0) + 1);
        }
      }
      for (const count of perLine.values()) max = Math.max(max, count);
    }
    return max;
  });
  expect(longest).toBeGreaterThan(50);
  expect(longest).toBeLessThanOrEqual(75);
});
