/** With browser storage blocked the site warns once and keeps working. */
import { useSite } from '../support/e2eSetup';
import { dataTheme, gotoReady, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

test('blocked localStorage: exactly one console warning, and the colour switch still works', async () => {
  t = await openPage(site.browser, { context: { colorScheme: 'light' } });
  await t.page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await gotoReady(t.page, site.url('/docs/introduction'));
  expect(
    await t.page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch {
        return 'blocked';
      }
    }),
  ).toBe('blocked');

  const toggle = t.page.locator('header button[data-mode]');
  await toggle.click();
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-color-mode') === 'light');
  await toggle.click();
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  expect(await dataTheme(t.page)).toBe('dark');

  // Dismissing the announcement and navigating still work.
  await t.page.getByRole('button', { name: 'Dismiss announcement' }).click();
  await t.page.getByRole('region', { name: 'Announcement' }).waitFor({ state: 'detached' });
  await t.page.locator('aside.sidebar a[href="/docs/setup/installation"]').click();
  await t.page.locator('main h1', { hasText: 'Install Pocket ID' }).waitFor();

  const warnings = t.console.filter(m => m.type() === 'warning').map(m => m.text());
  expect(warnings).toEqual([expect.stringMatching(/storage is unavailable/i)]);
  expect(t.console.filter(m => m.type() === 'error').map(m => m.text())).toEqual([]);
  expect(t.pageErrors).toEqual([]);
});
