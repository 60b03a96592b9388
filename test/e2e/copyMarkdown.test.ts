/**
 * "Copy page as Markdown": by keyboard it copies the page's twin (fetched from the site
 * under the page's Content-Security-Policy) and says so in a live region; with the
 * clipboard blocked it says so and the link to the twin remains. nginx serves the twins
 * as UTF-8 Markdown.
 */
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const button = (tp: TestPage) => tp.page.getByRole('button', { name: 'Copy page as Markdown' });
const menu = (tp: TestPage) => tp.page.locator('.copy-page-markdown summary');
const status = (tp: TestPage) => tp.page.locator('.copy-page-markdown [role="status"]');

test.each([
  ['/docs/setup/installation', 'Enter', '# Install Pocket ID'],
  ['/docs/client-examples/grafana', 'Space', '# Grafana with Pocket ID'],
  ['/docs/api/endpoints/list-users', 'Enter', '# '],
])('%s: the keyboard copies the twin and the live region confirms it', async (route, key, start) => {
  t = await openPage(site.browser);
  await t.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
  await gotoReady(t.page, site.url(route));
  // The actions sit in a menu in the title row: the keyboard opens it, then uses the button.
  await menu(t).focus();
  await t.page.keyboard.press(key);
  await button(t).waitFor();
  await t.page.keyboard.press('Tab');
  expect(await button(t).evaluate(el => el === document.activeElement)).toBe(true);
  await t.page.keyboard.press(key);
  await t.page.waitForFunction(() => document.querySelector('.copy-page-markdown [role="status"]')?.textContent !== '');
  expect(await status(t).textContent()).toBe('Copied the page as Markdown.');
  const copied = await t.page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await fetch(site.url(`${route}.md`))).text();
  expect(copied).toBe(twin);
  expect(copied.startsWith(start)).toBe(true);
});

test('a blocked clipboard is reported, and the Markdown link still leads to the twin', async () => {
  t = await openPage(site.browser);
  await t.page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Clipboard blocked', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { write: refuse, writeText: refuse }, configurable: true });
  });
  await gotoReady(t.page, site.url('/docs/introduction'));
  await menu(t).click();
  await button(t).click();
  await t.page.waitForFunction(() => document.querySelector('.copy-page-markdown [role="status"]')?.textContent !== '');
  expect(await status(t).textContent()).toBe('Could not copy here; open the Markdown version and copy it from there.');
  const link = t.page.locator('.copy-page-markdown a');
  expect(await link.getAttribute('href')).toBe('/docs/introduction.md');
  // Escape closes the menu and returns to its summary.
  await link.focus();
  await t.page.keyboard.press('Escape');
  expect(await t.page.locator('.copy-page-markdown').evaluate(el => (el as HTMLDetailsElement).open)).toBe(false);
  expect(await menu(t).evaluate(el => el === document.activeElement)).toBe(true);
});

test('twins and llms.txt are served as UTF-8 text', async () => {
  const twin = await fetch(site.url('/docs/introduction.md'));
  expect(twin.status).toBe(200);
  expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  const llms = await fetch(site.url('/llms.txt'));
  expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await llms.text()).toMatch(/^# Pocket ID\n/);
});
