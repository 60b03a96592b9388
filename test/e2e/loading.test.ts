/** Slow and failing loads: progress bar, chunk failures, resource failures and render crashes. */
import fs from 'fs';
import path from 'path';
import type { Route } from 'playwright-core';
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage, waitForApp } from '../support/browser';
import { PUBLIC_DIR } from '../support/paths';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const TARGET = '/docs/introduction';
const pageDataUrl = (route: string) => new RegExp(`/page-data${route.replace(/\/$/, '')}/page-data\\.json$`);

/** The component chunk file of a route, as the build names it. */
function componentChunk(route: string): RegExp {
  const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', route, 'page-data.json'), 'utf8'));
  const chunkMap = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'chunk-map.json'), 'utf8'));
  const files: string[] = chunkMap[pageData.componentChunkName];
  const file = files.find(f => f.endsWith('.js')) as string;
  return new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Records in the page whether the progress bar was ever displayed. */
const watchProgressBar = (tp: TestPage) =>
  tp.page.evaluate(() => {
    const w = window as unknown as { __barShown: boolean };
    w.__barShown = false;
    const check = () => {
      const bar = document.getElementById('nav-progress');
      if (bar && getComputedStyle(bar).display === 'block') w.__barShown = true;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
const barShown = (tp: TestPage) => tp.page.evaluate(() => (window as unknown as { __barShown: boolean }).__barShown);

test('the progress bar shows for a navigation slower than 200 ms and goes away after', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/'));
  await t.page.route(pageDataUrl(TARGET), async route => {
    await new Promise(r => setTimeout(r, 800));
    await route.fallback();
  });
  await watchProgressBar(t);
  await t.page.locator(`main a[href="${TARGET}"]`).click();
  await t.page.waitForFunction(() => {
    const bar = document.getElementById('nav-progress');
    return !!bar && getComputedStyle(bar).display === 'block';
  });
  await t.page.locator('main h1', { hasText: 'Introduction' }).waitFor();
  await t.page.waitForFunction(() => getComputedStyle(document.getElementById('nav-progress') as HTMLElement).display === 'none');
  expect(await barShown(t)).toBe(true);
});

test('a fast navigation never shows the progress bar', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/'));
  const link = t.page.locator(`main a[href="${TARGET}"]`);
  // Hovering loads the page's data, as for any reader pointing at a link before clicking.
  const loaded = t.page.waitForResponse(pageDataUrl(TARGET));
  await link.hover();
  await loaded;
  await watchProgressBar(t);
  await link.click();
  await t.page.locator('main h1', { hasText: 'Introduction' }).waitFor();
  await t.page.evaluate(() => new Promise(r => setTimeout(r, 300))); // past the 200 ms threshold
  expect(await barShown(t)).toBe(false);
});

describe.each([
  ['page data', () => pageDataUrl(TARGET)],
  ['component chunk', () => componentChunk(TARGET)],
])('when the %s of the next page fails to load', (_name, pattern) => {
  test('the browser loads the target page in full instead', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/'));
    // Fail every attempt (Gatsby retries page data) until the browser gives up on client-side
    // routing and requests the target document itself; after that the network is fine again.
    let failing = true;
    let failed = 0;
    await t.page.route(pattern(), (route: Route) => {
      if (!failing) return route.fallback();
      failed++;
      return route.abort('connectionreset');
    });
    const documentRequest = t.page.waitForRequest(req => {
      const isTarget = req.isNavigationRequest() && req.url() === site.url(TARGET);
      if (isTarget) failing = false;
      return isTarget;
    });
    await t.page.locator(`main a[href="${TARGET}"]`).click();
    await documentRequest;
    await t.page.waitForURL(site.url(TARGET));
    await t.page.locator('main h1', { hasText: 'Introduction' }).waitFor();
    expect(failed).toBeGreaterThanOrEqual(1);
  });
});

test('a script that fails while the page loads offers "Retry", which reloads', async () => {
  t = await openPage(site.browser);
  const chunk = componentChunk(TARGET);
  let blocking = true;
  await t.page.route(chunk, route => (blocking ? route.abort('connectionreset') : route.fallback()));
  await t.page.goto(site.url(TARGET));
  const retry = t.page.getByRole('alert').getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  blocking = false;
  const reload = t.page.waitForRequest(req => req.isNavigationRequest() && req.url() === site.url(TARGET));
  await retry.click();
  await reload;
  await waitForApp(t.page);
  expect(await t.page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
});

/*
 * A real crash without test-only code in the site: the page data of the next page is served
 * malformed (`headings: null`, as a broken build or a corrupting proxy might), so the doc
 * template throws while rendering. "Try again" renders the page again: with the same data
 * (Gatsby keeps it, and no public API replaces it) it crashes again, which the boundary
 * reports a second time. The frame survives, and back leaves the crashed page.
 */
test('a render crash shows the message, and "Try again" renders the page again', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/'));
  await t.page.route(pageDataUrl(TARGET), async route => {
    const response = await route.fetch();
    const json = await response.json();
    json.result.pageContext.headings = null;
    await route.fulfill({ response, json });
  });
  const renderFailure = () =>
    t.page.waitForEvent('console', { predicate: message => message.type() === 'error' && message.text().startsWith('Page render failed:') });
  const firstFailure = renderFailure();
  await t.page.locator(`main a[href="${TARGET}"]`).click();
  const alert = t.page.getByRole('alert').filter({ hasText: 'This page crashed.' });
  await alert.waitFor();
  await firstFailure;
  expect(await alert.locator('pre').textContent()).toMatch(/null|headings|filter/);
  expect(await t.page.locator('header').count()).toBe(1); // the frame survives

  const secondFailure = renderFailure();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await secondFailure;
  await alert.waitFor();

  await t.page.goBack();
  await t.page.locator('main h1', { hasText: 'Pocket ID documentation' }).waitFor();
  expect(await t.page.getByRole('heading', { name: 'This page crashed.' }).count()).toBe(0);
  expect(await t.page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
});
