/**
 * The upgrade planner on the upgrading page: choosing "from" and "to" keeps only the releases
 * in between, and on a phone every release's heading line (its notes link included) stays on screen.
 */
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';
import { RELEASE_TABLE } from '../../src/history/browser/ReleaseChanges.attributes';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const UPGRADING = '/docs/setup/upgrading';

test('choosing from 2.12.0 to 2.14.0 lists 2.13.0 and 2.14.0 only, and says what the upgrade brings', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 1440, height: 900 } } });
  await gotoReady(t.page, site.url(UPGRADING));
  const shown = () =>
    t.page
      .locator(`[${RELEASE_TABLE}]`)
      .evaluateAll((nodes, name) => nodes.filter(n => (n as HTMLElement).offsetParent !== null).map(n => n.getAttribute(name)), RELEASE_TABLE);
  expect((await shown()).length).toBeGreaterThan(10);
  await t.page.getByLabel('Upgrading from').selectOption('2.12.0');
  await t.page.getByLabel('to', { exact: true }).selectOption('2.14.0');
  await t.page.waitForFunction(
    name => Array.from(document.querySelectorAll(`[${name}]`)).filter(n => (n as HTMLElement).offsetParent !== null).length === 2,
    RELEASE_TABLE,
  );
  expect(await shown()).toEqual(['2.14.0', '2.13.0']);
});

test('at 390 px, every release heading line and its notes link fit the screen', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 390, height: 844 } } });
  await gotoReady(t.page, site.url(UPGRADING));
  const overflowing = await t.page
    .locator('.release-caption a')
    .evaluateAll(links => links.filter(a => a.getBoundingClientRect().right > window.innerWidth).map(a => a.textContent));
  expect(await t.page.locator('.release-caption a').count()).toBeGreaterThan(20);
  expect(overflowing).toEqual([]);
});
