/** The `#version` links: the version file read once per page load, failures and hostile content; the docs version. */
import { useSite } from '../support/e2eSetup';
import { clickLinkTo, gotoReady, openPage, TestPage, VersionReply } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const versionTexts = (tp: TestPage) => tp.page.locator('a[href="#version"]').allTextContents();
const settled = (tp: TestPage, predicate: string) =>
  tp.page.waitForFunction(text => {
    const links = Array.from(document.querySelectorAll('a[href="#version"]'));
    return links.length > 0 && links.every(a => (a.textContent ?? '').startsWith(text));
  }, predicate);

async function open(version: VersionReply, path = '/docs/setup/upgrading') {
  t = await openPage(site.browser, { version });
  await gotoReady(t.page, site.url(path));
}

test('success: every version link shows the release, also after client-side navigation, with one request', async () => {
  await open({ status: 200, body: '2.14.0\n' });
  await settled(t, 'v2.14.0');
  const texts = await versionTexts(t);
  expect(texts.length).toBeGreaterThan(1); // navbar and the page body
  expect(texts.every(text => text === 'v2.14.0')).toBe(true);
  expect(t.versionRequests).toHaveLength(1);

  await clickLinkTo(t.page, '/docs/setup/installation', 'aside.sidebar');
  await t.page.locator('main h1', { hasText: 'Install Pocket ID' }).waitFor();
  await settled(t, 'v2.14.0');
  const after = await versionTexts(t);
  expect(after.length).toBeGreaterThan(1);
  expect(after.every(text => text === 'v2.14.0')).toBe(true);
  expect(t.versionRequests).toHaveLength(1);

  await t.page.reload();
  await settled(t, 'v2.14.0');
  expect(t.versionRequests).toHaveLength(2);
});

test('HTTP 500 is reported in the links', async () => {
  await open({ status: 500, body: 'Internal Server Error' });
  await settled(t, 'Error reading version file: ');
  const texts = await versionTexts(t);
  expect(texts.every(text => /^Error reading version file: HTTP 500\b/.test(text))).toBe(true);
});

test('a network failure is reported in the links', async () => {
  await open('abort');
  await settled(t, 'Error reading version file: ');
  const texts = await versionTexts(t);
  expect(texts.every(text => /^Error reading version file: \S/.test(text))).toBe(true);
});

test('a hostile file body is shown as text, never as HTML', async () => {
  let dialogs = 0;
  t = await openPage(site.browser, { version: { status: 200, body: '<img src=x onerror=alert(1)>' } });
  t.page.on('dialog', dialog => {
    dialogs++;
    void dialog.dismiss();
  });
  await gotoReady(t.page, site.url('/docs/setup/upgrading'));
  await settled(t, 'v<img');
  const texts = await versionTexts(t);
  expect(texts.every(text => text === 'v<img src=x onerror=alert(1)>')).toBe(true);
  expect(await t.page.locator('a[href="#version"] img, a[href="#version"] *').count()).toBe(0);
  expect(await t.page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('the docs version is "Next", remembered in storage, and a version the site does not have is replaced', async () => {
  const stored = () => t.page.evaluate(() => window.localStorage.getItem('docs-preferred-version'));
  await open({ status: 200, body: '2.14.0\n' });
  await t.page.waitForFunction(() => window.localStorage.getItem('docs-preferred-version') !== null);
  expect(await stored()).toBe('current');
  expect(await t.page.locator('.docs-version').textContent()).toBe('Docs version: Next (Pocket ID 2.14)');

  await t.page.evaluate(() => window.localStorage.setItem('docs-preferred-version', '1.x'));
  await t.page.reload();
  await t.page.waitForFunction(() => window.localStorage.getItem('docs-preferred-version') === 'current');
  expect(await t.page.locator('.docs-version').textContent()).toBe('Docs version: Next (Pocket ID 2.14)');
});
