/** Hover prefetching, and none of it on 2g or with Save-Data. */
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const TARGET = '/docs/setup/installation';
const isTargetData = (url: string) => url.endsWith(`/page-data${TARGET}/page-data.json`);

async function openWithConnection(connection: { effectiveType: string; saveData: boolean } | null) {
  t = await openPage(site.browser);
  if (connection) {
    await t.page.addInitScript(value => {
      const fake = Object.assign(new EventTarget(), value, { downlink: 0.2, rtt: 1500 });
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
    }, connection);
  }
  const requested: string[] = [];
  t.page.on('request', request => {
    if (isTargetData(request.url())) requested.push(request.url());
  });
  await gotoReady(t.page, site.url('/docs/'));
  return requested;
}

test('on a normal connection, hovering a link prefetches its page data', async () => {
  const requested = await openWithConnection(null);
  const prefetch = t.page.waitForRequest(request => isTargetData(request.url()));
  await t.page.locator(`main a[href="${TARGET}"]`).hover();
  await prefetch;
  expect(requested.length).toBeGreaterThan(0);
});

test.each([
  ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ['Save-Data', { effectiveType: '4g', saveData: true }],
])('with %s nothing is prefetched, on hover or in view', async (_name, connection) => {
  const requested = await openWithConnection(connection);
  expect(await t.page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType)).toBe(
    connection.effectiveType,
  );
  await t.page.locator(`main a[href="${TARGET}"]`).hover();
  // Gatsby batches viewport prefetches after 3 s; wait past that once.
  await t.page.evaluate(() => new Promise(r => setTimeout(r, 3500)));
  expect(requested).toEqual([]);
  // The link still works (the data is fetched when actually needed).
  await t.page.locator(`main a[href="${TARGET}"]`).click();
  await t.page.locator('main h1', { hasText: 'Install Pocket ID' }).waitFor();
  expect(requested.length).toBe(1);
});
