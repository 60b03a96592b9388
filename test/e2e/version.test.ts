/** The navbar's `#version` link: the version file read once per page load, failures and hostile content; prose that never becomes a version link; the docs version. */
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

test('success: the version link shows the release, also after client-side navigation, with one request', async () => {
  await open({ status: 200, body: '2.14.0\n' });
  await settled(t, 'v2.14.0');
  const texts = await versionTexts(t);
  expect(texts).toEqual(['v2.14.0']); // the navbar's, and no other
  expect(t.versionRequests).toHaveLength(1);

  await clickLinkTo(t.page, '/docs/setup/installation', 'aside.sidebar');
  await t.page.locator('main h1', { hasText: 'Install Pocket ID' }).waitFor();
  await settled(t, 'v2.14.0');
  expect(await versionTexts(t)).toEqual(['v2.14.0']);
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

test.each([
  ['/docs/setup/installation', 'Download the binary for your platform from the latest release and install it:'],
  ['/docs/setup/upgrading', 'read the notes of every version between the one you run and the latest release, and look for:'],
])('prose never becomes a version link: %s keeps "latest release", linked to the releases page, when the version file fails', async (path, sentence) => {
  await open({ status: 500, body: 'Internal Server Error' }, path);
  await settled(t, 'Error reading version file: ');
  // The sentence as the reader sees it, and where its "latest release" leads.
  const [start] = sentence.split(' the latest release');
  const found = await t.page.evaluate(start => {
    const block = Array.from(document.querySelectorAll('main p')).find(p => (p.textContent ?? '').includes(start));
    const link = Array.from(block?.querySelectorAll('a') ?? []).find(a => a.textContent === 'latest release');
    return { text: (block?.textContent ?? '').replace(/\s+/g, ' '), href: link?.getAttribute('href') };
  }, start);
  expect(found.text).toContain(sentence);
  expect(found.href).toBe('https://github.com/pocket-id/pocket-id/releases/latest');
  expect(await t.page.locator('main a[href="#version"], main [data-version-link]').count()).toBe(0);
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
