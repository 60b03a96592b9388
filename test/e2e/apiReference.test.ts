/** API operation pages in Chromium: schema trees by keyboard, persistent sample tabs, copy buttons. */
import type { Locator, Page } from 'playwright-core';
import { useSite } from '../support/e2eSetup';
import { clickLinkTo, gotoReady, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const samplesOf = (page: Page) => page.locator('section[aria-labelledby="code-samples"]');
const visiblePanel = (page: Page) => samplesOf(page).locator('[role="tabpanel"]:not([hidden])');
const selectedTab = (page: Page) =>
  page.evaluate(() => document.querySelector('section[aria-labelledby="code-samples"] [role="tab"][aria-selected="true"]')?.textContent ?? null);
const waitForSelectedTab = (page: Page, label: string) =>
  page.waitForFunction(
    expected => document.querySelector('section[aria-labelledby="code-samples"] [role="tab"][aria-selected="true"]')?.textContent === expected,
    label,
  );
const isOpen = (details: Locator) => details.evaluate(el => (el as HTMLDetailsElement).open);

test('a schema tree node expands and collapses from the keyboard', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const details = t.page.locator('.schema-tree details:not([open])').first();
  await details.waitFor({ state: 'attached' });
  const marker = await details.evaluate(el => {
    el.setAttribute('data-under-test', '');
    return el.querySelector(':scope > summary')?.textContent;
  });
  expect(marker).toBeTruthy();
  const node = t.page.locator('details[data-under-test]');
  expect(await isOpen(node)).toBe(false);
  await node.locator(':scope > summary').focus();
  await t.page.keyboard.press('Enter');
  await t.page.waitForFunction(() => (document.querySelector('details[data-under-test]') as HTMLDetailsElement).open);
  expect(await isOpen(node)).toBe(true);
  await t.page.keyboard.press('Enter');
  await t.page.waitForFunction(() => !(document.querySelector('details[data-under-test]') as HTMLDetailsElement).open);
  expect(await isOpen(node)).toBe(false);
});

test('the chosen code-sample language persists across pages and reloads; arrow keys move between tabs', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/api/endpoints/list-users'));
  await samplesOf(t.page).getByRole('tab', { name: 'Python' }).click();
  await waitForSelectedTab(t.page, 'Python');
  expect(await visiblePanel(t.page).textContent()).toContain('import requests');

  await clickLinkTo(t.page, '/docs/api/endpoints/get-user-by-id', 'aside.sidebar');
  // The URL changes before the new page renders: wait for its own sample (a user ID in the path).
  await t.page.waitForFunction(() =>
    document.querySelector('section[aria-labelledby="code-samples"] [role="tabpanel"]:not([hidden])')?.textContent?.includes('/api/users/'),
  );
  await waitForSelectedTab(t.page, 'Python');
  expect(await visiblePanel(t.page).textContent()).toContain('import requests');

  await t.page.reload();
  await waitForSelectedTab(t.page, 'Python');
  await samplesOf(t.page).getByRole('tab', { name: 'Python' }).focus();
  await t.page.keyboard.press('ArrowRight');
  await waitForSelectedTab(t.page, 'Go');
  expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe('Go');
  expect(await selectedTab(t.page)).toBe('Go');
});

test('the copy button puts the visible sample on the clipboard', async () => {
  t = await openPage(site.browser, { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
  await gotoReady(t.page, site.url('/docs/api/endpoints/list-users'));
  await samplesOf(t.page).getByRole('tab', { name: 'cURL' }).click();
  await waitForSelectedTab(t.page, 'cURL');
  const panel = visiblePanel(t.page);
  const code = (await panel.locator('pre').textContent()) ?? '';
  expect(code).toContain('curl');
  expect(code).toContain('X-API-Key');
  await panel.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await panel.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});
